// One webpack configuration for the shell (Module Federation host) and the four remotes.
// swc compiles (no type checking here: `nx typecheck` does that), libs resolve to their sources,
// and the singletons of ARCHITECTURE.md are shared with exact versions.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ANTD_ON_DEMAND_REQUESTS, SURFACES, SURFACE_ALIASES, SharedSurfacesPlugin } = require('./shared-surfaces');
const { VersionFilePlugin } = require('./version-file-plugin');
const { CataloguesPlugin } = require('../i18n/catalogues');

const WORKSPACE_ROOT = path.resolve(__dirname, '../..');
const REMOTE_NAMES = ['guardian', 'admin', 'tablet', 'super'];
/**
 * Workspace libs shared like the packages: the store and the api hold state; shared-features
 * reads and mounts them (the providers, the standalone store), so it is one copy too; shared and
 * routes are read by most pages; i18n holds the one i18next instance every app's texts register
 * with. @daycare/ui holds no state of its own, so each app bundles just
 * the components it draws.
 */
const LIB_PACKAGES = ['@daycare/shared', '@daycare/routes', '@daycare/store', '@daycare/api-client', '@daycare/shared-features', '@daycare/i18n'];

/** `@daycare/*` to `libs/*` sources, exactly as tsconfig.base.json maps them for the type checker. */
function libAliases() {
  const { paths } = require(path.join(WORKSPACE_ROOT, 'tsconfig.base.json')).compilerOptions;
  return Object.fromEntries(
    Object.entries(paths).map(([name, [target]]) => [`${name}$`, path.join(WORKSPACE_ROOT, target)]),
  );
}

function installedVersion(packageName) {
  return require(require.resolve(`${packageName}/package.json`, { paths: [WORKSPACE_ROOT] })).version;
}

function singleton(packageName, extra = {}) {
  const version = installedVersion(packageName.split('/').slice(0, packageName.startsWith('@') ? 2 : 1).join('/'));
  return { singleton: true, requiredVersion: version, version, strictVersion: true, ...extra };
}

/**
 * One copy of each in the browser. Deep imports that hold or reach shared state are listed
 * too, because Module Federation shares exact requests. antd and react-router are shared as
 * the fixed selections of shared-surfaces.js. @mdi/js is deliberately absent: it is a table of
 * icon paths that each app tree-shakes to the few it draws.
 *
 * The shell provides them all. A deployed remote only consumes them (`import: false`): were it to
 * provide them too, the runtime could pick its copy of a not yet loaded module (say an antd
 * component), which would then read its own copies of antd's contexts, not the shell's. A remote
 * served on its own (development) provides its own.
 */
function sharedSingletons(provides) {
  // An absolute `import` makes the providing build include the module even when none of its own
  // code imports it (say antd's Tabs, which only a remote draws); a bare request is provided only
  // where the build itself uses it.
  const packages = [
    'react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-redux',
    '@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react',
    '@microsoft/signalr', '@mdi/react', 'i18next', 'react-i18next', 'dayjs', ...ANTD_ON_DEMAND_REQUESTS.values(),
  ].map((name) => [name, singleton(name, { import: require.resolve(name, { paths: [WORKSPACE_ROOT] }) })]);
  const surfaces = Object.entries(SURFACES).map(([name, file]) => [name, singleton(name, { import: file })]);
  const libs = LIB_PACKAGES.map((name) => {
    const { version } = require(path.join(WORKSPACE_ROOT, 'libs', name.replace('@daycare/', ''), 'package.json'));
    return [name, { singleton: true, requiredVersion: version, version, strictVersion: true }];
  });
  const shared = [...packages, ...surfaces, ...libs];
  return Object.fromEntries(provides ? shared : shared.map(([name, config]) => [name, { ...config, import: false }]));
}

function swcRule(development) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: [
      path.join(__dirname, 'antd-imports-loader.js'),
      {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development, refresh: false } },
            target: 'es2020',
          },
        },
      },
    ],
  };
}

function federation(name, development) {
  const isShell = name === 'shell';
  return new ModuleFederationPlugin({
    name,
    ...(isShell
      ? {}
      : {
          filename: 'remoteEntry.js',
          // A property of the page's global object rather than a `var`, since `super` is a reserved word.
          library: { type: 'global', name },
          exposes: { './routes': './src/routes.tsx', './build': path.join(__dirname, 'build-id.js') },
        }),
    shared: sharedSingletons(isShell || development),
    // The shell provides every shared module, so a shared module loaded late (say
    // @microsoft/signalr, with the live connection) must not fetch every remote's entry to
    // compare versions (the default 'version-first' does).
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
    // Remotes load no remotes of their own; nothing here runs in Node.
    experiments: { optimization: { disableSnapshot: true, target: 'web', ...(isShell ? {} : { disableRemote: true }) } },
  });
}

/**
 * Entry files get content-hashed names too. Module Federation's runtime asks for the entry's
 * name before its hash exists, only to learn its folder; any name in that folder answers it.
 */
function entryFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

/**
 * @param {object} options
 * @param {'shell' | 'guardian' | 'admin' | 'tablet' | 'super'} options.name
 * @param {string} options.appDir the app's folder (its webpack.config.js's __dirname)
 * @param {number} options.devPort the dev server's port
 */
function createConfig({ name, appDir, devPort }) {
  if (name !== 'shell' && !REMOTE_NAMES.includes(name)) throw new Error(`Unknown app ${name}`);
  const isShell = name === 'shell';
  return (_env, argv) => {
    const development = argv.mode !== 'production';
    // A remote's own page (src/index.ts) is its standalone development host; production ships only remoteEntry.js.
    const withPage = isShell || development;
    return {
      name,
      mode: development ? 'development' : 'production',
      context: appDir,
      target: 'web',
      devtool: development ? 'eval-cheap-module-source-map' : false,
      entry: withPage ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(appDir, 'dist'),
        filename: development ? '[name].js' : entryFilename,
        chunkFilename: development ? '[name].js' : '[name].[contenthash:10].js',
        // A deployed remote finds its chunks beside its remoteEntry.js, wherever that is served.
        publicPath: withPage ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: { ...libAliases(), ...SURFACE_ALIASES },
      },
      module: { rules: [swcRule(development)] },
      plugins: [
        new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(process.env.BUILD_ID || new Date().toISOString()) }),
        federation(name, development),
        new SharedSurfacesPlugin(),
        new CataloguesPlugin(),
        ...(withPage ? [new HtmlWebpackPlugin({
          // Given as content, not as a template: compiling a template runs a child compilation, in
          // which Module Federation would emit a second, Node-flavoured copy of the shared chunks.
          templateContent: pageTemplate(name, appDir),
          scriptLoading: 'defer',
        })] : []),
        ...(isShell ? [new VersionFilePlugin()] : []),
        ...(development ? [] : [new StatsFilePlugin(path.join(appDir, 'dist-stats', 'stats.json'))]),
      ],
      optimization: {
        // Modules that several lazily loaded chunks need go to a chunk of their own from 10 kB
        // (webpack's default is 20 kB): below that they are copied into each chunk, and reselect,
        // shared by the three Redux Toolkit entry points, was downloaded three times.
        splitChunks: { minSize: 10_000 },
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } })],
      },
      performance: { hints: false },
      // Nx caches whole production builds; webpack's own persistent cache serves the dev server.
      cache: development ? { type: 'filesystem', name: `${name}-development`, buildDependencies: { config: [__filename, path.join(appDir, 'webpack.config.js')] } } : false,
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/chatHub', '/remotes'], target: 'http://localhost:3000', ws: true }],
      },
    };
  };
}

/** The shell's own page, or the one page every remote uses when it runs on its own. */
function pageTemplate(name, appDir) {
  if (name === 'shell') return fs.readFileSync(path.join(appDir, 'public/index.html'), 'utf8');
  const title = name[0].toUpperCase() + name.slice(1);
  return fs.readFileSync(path.join(__dirname, 'standalone-index.html'), 'utf8').replace('%APP%', title);
}

/** Writes the bundle stats the bundle benchmark reads, outside dist so they are never served. */
class StatsFilePlugin {
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.done.tap('StatsFilePlugin', (stats) => {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      const json = stats.toJson({
        all: false, ids: true, outputPath: true, publicPath: true, assets: true, entrypoints: true,
        chunks: true, chunkRelations: true, chunkModules: true, chunkModulesSpace: Infinity,
        nestedModules: true, nestedModulesSpace: Infinity, dependentModules: true, cachedModules: true, orphanModules: false,
        groupModulesByCacheStatus: false, groupModulesByAttributes: false, groupModulesByPath: false, groupModulesByExtension: false, groupModulesByType: false,
      });
      fs.writeFileSync(this.file, JSON.stringify(json));
    });
  }
}

/** Every module the shell offers the remotes. */
const SHARED_MODULE_NAMES = Object.keys(sharedSingletons(true));

module.exports = { createConfig, SHARED_MODULE_NAMES };
