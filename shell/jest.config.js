const preset = require('../jest.browser-preset.js');

module.exports = {
  ...preset,
  displayName: 'shell',
  // imask ships ES modules only for the deep imports the registration page uses.
  transformIgnorePatterns: ['/node_modules/(?!imask/)'],
};
