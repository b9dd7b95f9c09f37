// antd and react-router are shared as fixed selections of their exports ("surfaces"), because a
// shared module cannot be tree-shaken: the app providing it cannot know what the others will
// ask of it, and whole they are ~500 KB of gzip JavaScript. Every app builds the same
// selections, and SharedSurfacesPlugin fails a build that imports anything outside them, so no
// app can ask the shared copy for something another app's copy lacks. To use more, add it here
// and rebuild every app, the shell first (the copy the browser keeps is the shell's).
const fs = require('node:fs');
const path = require('node:path');
const { WebpackError } = require('webpack');

const SURFACES = {
  antd: path.join(__dirname, 'surfaces/antd.js'),
  'react-router': path.join(__dirname, 'surfaces/react-router.js'),
};

/** The names a surface file re-exports (each is one `export { ... } from` statement). */
function surfaceExports(file) {
  const [, names] = /export\s*\{([^}]*)\}/.exec(fs.readFileSync(file, 'utf8'));
  return new Set(names.split(',').map((name) => name.trim()).filter(Boolean));
}

const SURFACE_EXPORTS = new Map(Object.entries(SURFACES).map(([request, file]) => [request, surfaceExports(file)]));

/**
 * Larger antd components, each shared on its own as `antd/es/<folder>`, so a page downloads one
 * when it first draws it. App code still writes `import { Table } from 'antd'`:
 * antd-imports-loader.js rewrites those imports.
 */
const ANTD_ON_DEMAND = [
  'Alert', 'App', 'Avatar', 'Badge', 'Card', 'Checkbox', 'Collapse', 'DatePicker', 'Descriptions',
  'Divider', 'Drawer', 'Dropdown', 'Empty', 'Form', 'Input', 'InputNumber', 'Layout', 'List', 'Menu',
  'message', 'Modal', 'notification', 'Pagination', 'Popconfirm', 'Popover', 'Progress', 'Radio',
  'Segmented', 'Select', 'Space', 'Spin', 'Statistic', 'Steps', 'Switch', 'Table', 'Tabs', 'Tag',
  'TimePicker', 'Timeline', 'Upload',
];

/** antd's export names to their folders, read from antd's own index. */
function antdFolders() {
  const index = fs.readFileSync(require.resolve('antd/es/index.js'), 'utf8');
  return new Map([...index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)].map(([, name, folder]) => [name, folder]));
}

/** `Table` -> `antd/es/table`, for every on-demand component. */
const ANTD_ON_DEMAND_REQUESTS = (() => {
  const folders = antdFolders();
  return new Map(ANTD_ON_DEMAND.map((name) => {
    if (!folders.has(name)) throw new Error(`antd exports no ${name}`);
    return [name, `antd/es/${folders.get(name)}`];
  }));
})();

/** react-router's ES module entry, for surfaces/react-router.js to re-export from. */
function reactRouterEsm() {
  const root = path.dirname(require.resolve('react-router/package.json'));
  return path.join(root, require('react-router/package.json').exports['.'].import.default);
}

const SURFACE_ALIASES = { 'react-router-esm$': reactRouterEsm() };

const ON_DEMAND_KEYS = new Set(ANTD_ON_DEMAND_REQUESTS.values());
const IMPORT_TYPES = new Set(['harmony import specifier', 'harmony export imported specifier']);

function problemWith(dependency) {
  const { request } = dependency;
  if (SURFACE_EXPORTS.has(request)) {
    const name = dependency.ids?.[0];
    if (!IMPORT_TYPES.has(dependency.type) || !name || SURFACE_EXPORTS.get(request).has(name)) return undefined;
    const where = request === 'antd' ? 'tools/webpack/surfaces/antd.js (loads with the shell) or ANTD_ON_DEMAND in tools/webpack/shared-surfaces.js' : `tools/webpack/surfaces/${request}.js`;
    return `imports { ${name} } from '${request}', which the apps do not share: add it to ${where}`;
  }
  // antd's locales are plain texts, no state: an app may load the one its reader needs.
  const deepAntd = request.startsWith('antd/') && !ON_DEMAND_KEYS.has(request) && !request.startsWith('antd/es/locale/');
  if (deepAntd || request.startsWith('react-router/')) {
    return `imports '${request}', which the apps do not share (a private copy would not see the shared theme and router): import from '${request.split('/')[0]}' instead`;
  }
  return undefined;
}


/**
 * antd declares its components free of side effects (package.json `sideEffects`), so importing
 * one matters only through its bindings. Saying so of the on-demand shared modules lets webpack
 * drop an import whose component no code of the app draws, as it would for plain antd.
 */
function markSideEffectFree(module) {
  if (module.type === 'consume-shared-module' && ON_DEMAND_KEYS.has(module.options?.shareKey)) {
    module.getSideEffectsConnectionState = () => false;
  }
}

/**
 * Fails a build that imports from antd or react-router anything the shared selections lack,
 * and marks the on-demand antd components free of side effects.
 */
class SharedSurfacesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedSurfacesPlugin', (compilation) => {
      compilation.hooks.succeedModule.tap('SharedSurfacesPlugin', markSideEffectFree);
      compilation.hooks.finishModules.tap('SharedSurfacesPlugin', (modules) => {
        const surfaceFiles = new Set(Object.values(SURFACES));
        for (const module of modules) {
          if (!module.resource || surfaceFiles.has(module.resource) || module.resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
          const problems = new Set(module.dependencies.map((dependency) => typeof dependency.request === 'string' && problemWith(dependency)).filter(Boolean));
          for (const problem of problems) {
            const error = new WebpackError(`${path.relative(compiler.context, module.resource)} ${problem}.`);
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

module.exports = { SURFACES, SURFACE_ALIASES, ANTD_ON_DEMAND_REQUESTS, SharedSurfacesPlugin };
