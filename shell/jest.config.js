module.exports = {
  ...require('../jest.browser-preset.js'),
  displayName: 'shell',
  // imask ships ES modules only for the deep imports the registration page uses.
  transformIgnorePatterns: ['/node_modules/(?!imask/)'],
};
