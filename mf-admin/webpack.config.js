const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({ name: 'admin', appDir: __dirname, devPort: 4202 });
