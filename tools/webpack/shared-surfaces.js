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

/**
 * Larger antd components, each shared on its own as `antd/es/<folder>`, so a page downloads one
 * when it first draws it. App code still writes `import { Table } from 'antd'`:
 * antd-imports-loader.js rewrites those imports.
 */
const ANTD_ON_DEMAND = [
  'Alert', 'App', 'Avatar', 'Badge', 'Card', 'Checkbox', 'Collapse', 'DatePicker', 'Descriptions',
  'Divider', 'Drawer', 'Dropdown', 'Empty', 'Form', 'Input', 'InputNumber', 'List', 'Menu',
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

const IMPORT_TYPES = new Set(['harmony import specifier', 'harmony export imported specifier']);

function problemWith(dependency, surfaceExports) {
  const { request } = dependency;
  if (surfaceExports.has(request)) {
    const name = dependency.ids?.[0];
    if (!IMPORT_TYPES.has(dependency.type) || !name || surfaceExports.get(request).has(name)) return undefined;
    return `imports { ${name} } from '${request}', which the apps do not share: add it to tools/webpack/surfaces/${request}.js or, for antd, to ANTD_ON_DEMAND in tools/webpack/shared-surfaces.js`;
  }
  const deepAntd = request.startsWith('antd/') && ![...ANTD_ON_DEMAND_REQUESTS.values()].includes(request);
  if (deepAntd || request.startsWith('react-router/')) {
    return `imports '${request}', which the apps do not share (a private copy would not see the shared theme and router): import from '${request.split('/')[0]}' instead`;
  }
  return undefined;
}

const ON_DEMAND_KEYS = new Set(ANTD_ON_DEMAND_REQUESTS.values());

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
      // After webpack has flagged every module's exports (its own finishModules tap).
      compilation.hooks.finishModules.tap({ name: 'SharedSurfacesPlugin', stage: 100 }, (modules) => {
        const surfaceExports = new Map();
        for (const module of modules) {
          const request = Object.keys(SURFACES).find((key) => SURFACES[key] === module.resource);
          if (request) surfaceExports.set(request, new Set(compilation.moduleGraph.getExportsInfo(module).getProvidedExports()));
        }
        const surfaceFiles = new Set(Object.values(SURFACES));
        for (const module of modules) {
          if (!module.resource || surfaceFiles.has(module.resource) || module.resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
          for (const dependency of module.dependencies) {
            const problem = typeof dependency.request === 'string' && problemWith(dependency, surfaceExports);
            if (!problem) continue;
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
