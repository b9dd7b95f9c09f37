// NestJS 12 and some of its dependencies ship ES modules only. Jest on Node 20 cannot require
// them, so every package marked "type": "module" is compiled to CommonJS like our own sources.
const fs = require('node:fs');
const path = require('node:path');

const nodeModules = path.resolve(__dirname, '../../node_modules');

function packageNames(dir) {
  return fs.readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    if (name.startsWith('@')) return fs.readdirSync(path.join(dir, name)).map((inner) => `${name}/${inner}`);
    return [name];
  });
}

function isEsmOnly(dir, name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, name, 'package.json'), 'utf8')).type === 'module';
  } catch {
    return false;
  }
}

/** ES-module-only packages of a node_modules folder, and those nested one level down (archiver's is-stream). */
function esmOnlyIn(dir, depth = 1) {
  return packageNames(dir).flatMap((name) => {
    const nested = path.join(dir, name, 'node_modules');
    const inner = depth > 0 && fs.existsSync(nested) ? esmOnlyIn(nested, depth - 1) : [];
    return isEsmOnly(dir, name) ? [name, ...inner] : inner;
  });
}

// @fastify/cookie is CommonJS but loads the ES-module-only `cookie` with import(), which jest lacks.
const esmPackages = [...new Set([...esmOnlyIn(nodeModules), '@fastify/cookie'])];
const escaped = esmPackages.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'gateway',
  transform: {
    ...preset.transform,
    // PGlite's CommonJS build loads Node built-ins with import(), which jest's module system lacks.
    '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': ['@swc/jest', { module: { type: 'commonjs' }, jsc: { target: 'es2022' } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${escaped.join('|')})/)`],
  testTimeout: 60_000,
};
