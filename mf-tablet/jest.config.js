const path = require('node:path');
const preset = require('../jest.preset.js');

const libs = ['store', 'api-client', 'ui'];

module.exports = {
  ...preset,
  displayName: path.basename(__dirname),
  testEnvironment: path.join(__dirname, '../libs/store/jest/jsdom-environment.js'),
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    ...Object.fromEntries(libs.map((lib) => [`^@daycare/${lib}$`, path.join(__dirname, `../libs/${lib}/src/index.ts`)])),
  },
};
