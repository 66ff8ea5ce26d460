// @ts-check
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import jestDom from 'eslint-plugin-jest-dom'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import testingLibrary from 'eslint-plugin-testing-library'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The RTK template's rule: components use the hooks that know the store's types. */
const typedHooksOnly = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch'],
  message: 'Use useAppSelector / useAppDispatch from src/app/hooks: they know the state’s type.',
}

/**
 * Features do not know each other: a feature imports its own files and, from the app, only the
 * typed hooks. bulletproof-react's rule forbids cross-feature imports too, but also any import of
 * the app layer; ours allows app/hooks, because the Redux Toolkit template's components use the
 * typed hooks. What combines features lives in src/app and src/App.tsx.
 */
const featureBoundary = {
  regex: String.raw`^\.\./(?!\.\./app/hooks$)|/features/`,
  message:
    'A feature imports only its own files and ../../app/hooks; combine features in src/app or src/App.tsx.',
}

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'reports', 'test-results', 'playwright-report', '.stryker-tmp'] },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
    rules: { 'no-restricted-imports': ['error', { paths: [typedHooksOnly] }] },
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [typedHooksOnly], patterns: [featureBoundary] }],
    },
  },
  {
    // The one place the raw hooks are typed.
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    extends: [testingLibrary.configs['flat/react'], jestDom.configs['flat/recommended']],
    languageOptions: { globals: globals.jest },
  },
  {
    // A test that finds no row should fail loudly, which `rows[0]!` does.
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Scripts that drive Chromium pass functions to run in the page; the probe runs in it.
    files: ['scripts/**', 'e2e/probe.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  prettier,
)
