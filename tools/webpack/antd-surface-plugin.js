// Fails a build that imports from 'antd' a name that antd-surface.js does not share, so an app
// can never ask the shared antd for a component that another app's copy lacks.
const path = require('node:path');
const { WebpackError } = require('webpack');

const ANTD_SURFACE = path.join(__dirname, 'antd-surface.js');
const IMPORT_TYPES = new Set(['harmony import specifier', 'harmony export imported specifier']);

class AntdSurfacePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AntdSurfacePlugin', (compilation) => {
      // After webpack has flagged every module's exports (its own finishModules tap).
      compilation.hooks.finishModules.tap({ name: 'AntdSurfacePlugin', stage: 100 }, (modules) => {
        const surface = [...modules].find((module) => module.resource === ANTD_SURFACE);
        if (!surface) return;
        const shared = new Set(compilation.moduleGraph.getExportsInfo(surface).getProvidedExports());
        for (const module of modules) {
          for (const dependency of module.dependencies) {
            if (dependency.request !== 'antd' || !IMPORT_TYPES.has(dependency.type)) continue;
            const name = dependency.ids?.[0];
            if (name && !shared.has(name)) compilation.errors.push(unsharedImport(module, name, compiler.context));
          }
        }
      });
    });
  }
}

function unsharedImport(module, name, context) {
  const where = path.relative(context, module.resource ?? module.identifier());
  const error = new WebpackError(
    `${where} imports { ${name} } from 'antd', which the apps do not share. Add it to tools/webpack/antd-surface.js and rebuild every app.`,
  );
  error.module = module;
  return error;
}

module.exports = { AntdSurfacePlugin, ANTD_SURFACE };
