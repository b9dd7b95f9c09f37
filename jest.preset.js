// Shared jest settings: swc compiles TypeScript (fast), libs resolve to their sources.
const path = require('node:path');
const root = __dirname;

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {
      jsc: {
        parser: { syntax: 'typescript', tsx: true, decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    }],
  },
  moduleNameMapper: {
    ...Object.fromEntries(
      ['shared', 'routes', 'store', 'api-client', 'ui', 'shared-features', 'i18n'].map((lib) => [`^@daycare/${lib}$`, path.join(root, `libs/${lib}/src/index.ts`)]),
    ),
    '^@daycare/shared-features/testing$': path.join(root, 'libs/shared-features/src/testing.tsx'),
  },
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  reporters: ['default', path.join(root, 'tools/jest-summary-reporter.js')],
};
