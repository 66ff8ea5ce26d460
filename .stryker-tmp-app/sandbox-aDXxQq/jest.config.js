/** @type {import('jest').Config} */
// @ts-nocheck

module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  restoreMocks: true,
  transform: {
    '\\.html$': '<rootDir>/src/test/htmlTransform.cjs',
    // faker 10 and @redux-devtools/instrument ship ESM only, so their JavaScript goes through ts-jest too (allowJs).
    // isolatedModules: ts-jest only transpiles, a third faster; `npm run typecheck` checks the types.
    '^.+\\.[tj]sx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          allowJs: true,
          module: 'commonjs',
          esModuleInterop: true,
          isolatedModules: true,
        },
      },
    ],
  },
  transformIgnorePatterns: ['node_modules/(?!(@faker-js|@redux-devtools)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/src/test/styleStub.ts' },
  collectCoverageFrom: ['src/**/*.{ts,tsx}', '!src/test/**'],
  coverageThreshold: { global: { lines: 95, branches: 90 } },
}
