// @ts-check
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import prettier from 'eslint-config-prettier'
import importPlugin from 'eslint-plugin-import'
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
 * What may import what, checked on the files an import resolves to (eslint-plugin-import's
 * no-restricted-paths, as bulletproof-react uses it), not on how its path is spelled: from a
 * feature, './../people/person' is caught as surely as '../people/person'.
 * - A feature imports only its own files: no other feature, nothing of the app. What combines
 *   features lives in src/app and src/App.tsx.
 * - The app (src/index.tsx, App.tsx, app/ and features/) imports nothing of the loading layer
 *   (src/loading/): it runs without it (npm start), and a learner can skip it.
 * scripts/boundary.test.mjs shows each rule catching what it must.
 */
const FEATURES = ['pagination', 'people']
const boundaries = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: combine them in src/app or src/App.tsx.',
  })),
  {
    target: './src/features',
    from: './src',
    except: ['./features'],
    message: 'A feature imports only its own files.',
  },
  {
    target: ['./src/index.tsx', './src/App.tsx', './src/app', './src/features'],
    from: './src/loading',
    message: 'The app runs without its loading layer: nothing outside src/loading imports it.',
  },
]

export default defineConfig(
  {
    ignores: [
      ...['dist', 'coverage', 'reports', 'test-results', 'playwright-report', '.stryker-tmp*'],
      // Apps of their own, each type-checked by its own build: the guide's examples, and the
      // hostile app that npm run check:guide builds (its spec is linted with e2e/).
      ...['examples', 'e2e/hostile-app/*/', 'e2e/hostile-app/vite.config.ts'],
    ],
  },
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: boundaries }] },
  },
  {
    // Where the raw hooks are typed: the app's hooks, and the pagination bar and its go-to field,
    // typed by the list they are given rather than by one app's state, so that they lift into any
    // app (and the bar's test, whose store is its own).
    files: [
      'src/app/hooks.ts',
      'src/features/pagination/{PaginationBar,GoToPage}.tsx',
      'src/features/pagination/{useLoadMore,useReaderPlace}.ts',
      'src/features/pagination/{PaginationBar,useLoadMore}.test.tsx',
    ],
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
