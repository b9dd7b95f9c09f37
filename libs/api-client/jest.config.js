module.exports = { ...require('../../jest.browser-preset.js'), displayName: 'api-client' };
