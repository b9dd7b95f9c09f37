const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({ name: 'tablet', appDir: __dirname, devPort: 4203 });
