// Fails when the committed API contract is stale: the gateway's OpenAPI document
// (services/api/openapi.json) or the RTK Query endpoints generated from it
// (libs/api-client/src/generated/endpoints.ts). Regenerates both aside and compares.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NX_ENV, run, WORKSPACE_ROOT } from './run.mjs';

const require = createRequire(import.meta.url);
const API_CLIENT = path.join(WORKSPACE_ROOT, 'libs/api-client');
const OPENAPI_FILE = path.join(WORKSPACE_ROOT, 'services/api/openapi.json');
const ENDPOINTS_FILE = path.join(API_CLIENT, 'src/generated/endpoints.ts');
// Beside the committed file, so the generated import of ../base-api reads the same.
const FRESH_ENDPOINTS_FILE = path.join(API_CLIENT, 'src/generated/.endpoints.check.ts');

const read = (file) => readFileSync(file, 'utf8');

async function freshOpenApi(dir) {
  if ((await run('npx', ['nx', 'run', '@daycare/gateway:build', '--outputStyle=stream'], { env: NX_ENV })) !== 0) {
    throw new Error('The gateway does not build');
  }
  const file = path.join(dir, 'openapi.json');
  if ((await run('node', ['services/api/dist/cli/write-openapi.js', file])) !== 0) throw new Error('The gateway could not write its OpenAPI document');
  return read(file);
}

async function freshEndpoints(schemaFile) {
  const { generateEndpoints } = require('@rtk-query/codegen-openapi');
  const config = require(path.join(API_CLIENT, 'openapi-config.cjs'));
  const cwd = process.cwd();
  process.chdir(API_CLIENT); // the config's paths are relative to its folder, as for the codegen CLI
  try {
    await generateEndpoints({ ...config, schemaFile, outputFile: FRESH_ENDPOINTS_FILE });
    return read(FRESH_ENDPOINTS_FILE);
  } finally {
    process.chdir(cwd);
    rmSync(FRESH_ENDPOINTS_FILE, { force: true });
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'daycare-codegen-'));
try {
  const stale = [];
  const openApi = await freshOpenApi(dir);
  if (openApi !== read(OPENAPI_FILE)) stale.push(path.relative(WORKSPACE_ROOT, OPENAPI_FILE));
  if ((await freshEndpoints(path.join(dir, 'openapi.json'))) !== read(ENDPOINTS_FILE)) stale.push(path.relative(WORKSPACE_ROOT, ENDPOINTS_FILE));
  if (stale.length) {
    console.error(`Stale generated API code: ${stale.join(', ')}.\nRun \`npm run codegen\` and commit the result.`);
    process.exitCode = 1;
  } else {
    console.log('The OpenAPI document and the generated API client are current.');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
