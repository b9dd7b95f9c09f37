module.exports = { ...require('../../jest.browser-preset.js'), displayName: 'shared-features' };
