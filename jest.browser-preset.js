// Jest settings for the browser apps and their libs: the shared preset in a jsdom page.
const path = require('node:path');

module.exports = {
  ...require('./jest.preset.js'),
  testEnvironment: path.join(__dirname, 'tools/jest/jsdom-environment.js'),
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/testing-library-setup.js')],
};
