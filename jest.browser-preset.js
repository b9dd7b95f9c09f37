// Jest settings for the browser apps and their libs: the shared preset in a jsdom page.
const path = require('node:path');
const preset = require('./jest.preset.js');

module.exports = {
  ...preset,
  testEnvironment: path.join(__dirname, 'tools/jest/jsdom-environment.js'),
  // Page tests are CPU-bound: two workers keep both cores busy once an app's tests are the last still running.
  maxWorkers: 2,
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/testing-library-setup.js')],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // antd's own texts per language, which the providers import from antd's ES build: its CommonJS twin here.
    '^antd/es/locale/(.*)$': 'antd/lib/locale/$1',
  },
};
