// Emits the shell's version.json, which the gateway answers GET /api/appVersion/check from.
// APP_VERSION pins it; otherwise every shell build gets a new one, the time it was built.
const { sources } = require('webpack');

class VersionFilePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('VersionFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'VersionFilePlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const version = Number(process.env.APP_VERSION || Date.now());
        if (!Number.isFinite(version) || version <= 0) throw new Error(`APP_VERSION must be a positive number, got ${process.env.APP_VERSION}`);
        compilation.emitAsset('version.json', new sources.RawSource(JSON.stringify({ version })));
      });
    });
  }
}

module.exports = { VersionFilePlugin };
