module.exports = { ...require('../../jest.browser-preset.js'), displayName: 'i18n' };
