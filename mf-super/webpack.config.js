const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({ name: 'super', appDir: __dirname, devPort: 4204 });
