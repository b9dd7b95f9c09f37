module.exports = { ...require('../../jest.preset.js'), displayName: 'api-client', testEnvironment: require('node:path').join(__dirname, '../store/jest/jsdom-environment.js') };
