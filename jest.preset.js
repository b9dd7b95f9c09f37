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
    '^@daycare/shared$': path.join(root, 'libs/shared/src/index.ts'),
    '^@daycare/routes$': path.join(root, 'libs/routes/src/index.ts'),
  },
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  reporters: ['default', path.join(root, 'tools/jest-summary-reporter.js')],
};
