module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'e2e',
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/support/close-browsers.ts'],
  testTimeout: 120_000,
  // jose ships ES modules only; compiled to CommonJS like the tests.
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
};
