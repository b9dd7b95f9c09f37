const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({ name: 'shell', appDir: __dirname, devPort: 4200 });
