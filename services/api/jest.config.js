module.exports = { ...require('../../jest.preset.js'), displayName: 'gateway', transformIgnorePatterns: ['/node_modules/(?!@nestjs/)'] };
