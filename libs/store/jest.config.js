const path = require('node:path');
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'store',
  testEnvironment: path.join(__dirname, 'jest/jsdom-environment.js'),
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@daycare/api-client$': path.join(__dirname, '../api-client/src/index.ts'),
  },
};
