const preset = require('../jest.browser-preset.js');

module.exports = {
  ...preset,
  displayName: 'shell',
  // imask ships ES modules only for the deep imports the registration page uses.
  transformIgnorePatterns: ['/node_modules/(?!imask/)'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // antd's own texts for a chosen language, which the providers import from antd's ES build: its CommonJS twin here.
    '^antd/es/locale/(.*)$': 'antd/lib/locale/$1',
  },
};
