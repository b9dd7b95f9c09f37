const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({ name: 'guardian', appDir: __dirname, devPort: 4201 });
