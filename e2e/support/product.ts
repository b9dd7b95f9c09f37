// Starts the product as a user would (`npm start`) on a fresh database and a private copy of
// the built web apps (its deployment folder), and stops it again.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ApiSession, DEMO, DEMO_PASSWORD } from './session';

export const WORKSPACE_ROOT = path.resolve(__dirname, '../..');
export const WEB_APPS = ['shell', 'mf-guardian', 'mf-admin', 'mf-tablet', 'mf-super'] as const;

/** The product under test signs its tokens with this key, so a test can make one that has expired. */
export const E2E_JWT_SECRET = 'browser-tests-only-signing-key-0123456789';

/**
 * Where the product's clock starts for a browser-test run: a Monday morning at the demo centre
 * (America/Toronto), the same whatever day the tests run. It lies ahead of the machine's time
 * because the gateway gives the refresh cookie an absolute expiry, which the browser judges by its
 * own (real) clock: a start in the past would make that cookie expired on arrival.
 */
export const E2E_CLOCK_STARTS_AT = '2027-03-01T09:00:00-05:00';

export interface RunningProduct {
  baseUrl: string;
  /** The product's clock minus the machine's, in ms (it started at E2E_CLOCK_STARTS_AT). */
  clockOffsetMs: number;
  webRoot: string;
  pid: number;
  databaseName?: string;
  dataDir?: string;
}

/** Builds the web apps and the gateway exactly as `npm start` does (Nx cache), so the copy below is current. */
function buildProduct(): void {
  const build = spawnSync('node', ['-e', "import('./tools/run.mjs').then((m) => m.buildApps()).then((code) => process.exit(code))"], {
    cwd: WORKSPACE_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`Building the product failed (exit ${build.status})`);
}

/** Copies each built app's dist folder, so tests can redeploy one without touching the build. */
function deploymentFolder(): string {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'daycare-web-'));
  for (const app of WEB_APPS) {
    cpSync(path.join(WORKSPACE_ROOT, app, 'dist'), path.join(webRoot, app, 'dist'), { recursive: true });
  }
  return webRoot;
}

async function withServerClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrlFor(name: string): string {
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The product did not become healthy at ${baseUrl} within ${timeoutMs} ms`);
}

async function answersHealth(baseUrl: string): Promise<boolean> {
  return fetch(`${baseUrl}/api/health`).then(() => true, () => false);
}

/** The gateway's environment: this deployment folder, and nothing inherited that would override it. */
function productEnv(port: number, webRoot: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    WEB_ROOT: webRoot,
    LOG_LEVEL: 'warn',
    JWT_SECRET: E2E_JWT_SECRET,
    CLOCK_FIXED_AT: E2E_CLOCK_STARTS_AT,
  };
  // The version must come from the deployed version.json, and every remote from this folder.
  for (const name of Object.keys(env)) {
    if (name === 'APP_VERSION' || /^REMOTE_[A-Z]+_URL$/.test(name)) delete env[name];
  }
  return env;
}

export async function startProduct(port: number): Promise<RunningProduct> {
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await answersHealth(baseUrl)) throw new Error(`Something already answers on port ${port}; stop it or set E2E_PORT`);
  buildProduct();
  const webRoot = deploymentFolder();
  const env = productEnv(port, webRoot);
  // Taken as the gateway is started; it reads its clock a few seconds later, so this runs a little ahead of it.
  const product: RunningProduct = { baseUrl, webRoot, pid: 0, clockOffsetMs: 0 };
  if (process.env.DATABASE_URL) {
    product.databaseName = `daycare_e2e_${Date.now()}`;
    await withServerClient((c) => c.query(`CREATE DATABASE ${product.databaseName}`));
    env.DATABASE_URL = databaseUrlFor(product.databaseName);
  } else {
    product.dataDir = mkdtempSync(path.join(tmpdir(), 'daycare-data-'));
    env.DATA_DIR = product.dataDir;
  }
  product.clockOffsetMs = Date.parse(E2E_CLOCK_STARTS_AT) - Date.now();
  const child = spawn('npm', ['start'], { cwd: WORKSPACE_ROOT, env, stdio: 'inherit', detached: true });
  product.pid = child.pid as number;
  // Should jest end without its teardown (a crash, a kill), the gateway must not outlive it.
  process.once('exit', () => signalGroup(product.pid, 'SIGKILL'));
  try {
    await waitForHealth(baseUrl, child, 300_000);
  } catch (error) {
    await stopProduct(product);
    throw error;
  }
  return product;
}

/** Sends a signal to `npm start` and its children; false when they are all gone. */
function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Stops `npm start` and the gateway it runs: politely, then, after 10 s, for good. */
async function stopProcessGroup(pid: number): Promise<void> {
  // -0 would be this test run's own process group.
  if (!pid || !signalGroup(pid, 'SIGTERM')) return;
  const deadline = Date.now() + 10_000;
  while (signalGroup(pid, 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  signalGroup(pid, 'SIGKILL');
}

export async function stopProduct(product: RunningProduct): Promise<void> {
  await stopProcessGroup(product.pid);
  if (product.databaseName) {
    await withServerClient((c) => c.query(`DROP DATABASE IF EXISTS ${product.databaseName} WITH (FORCE)`));
  }
  rmSync(product.webRoot, { recursive: true, force: true });
  if (product.dataDir) rmSync(product.dataDir, { recursive: true, force: true });
}

/** The version the deployed shell announces (`GET /api/appVersion/check` reads this file). */
export function deployedShellVersion(product: RunningProduct): number {
  return (JSON.parse(readFileSync(path.join(product.webRoot, 'shell', 'dist', 'version.json'), 'utf8')) as { version: number }).version;
}

/** Deploys a new shell version number and, as operations staff, makes the gateway forget the one it cached. */
export async function releaseShellVersion(product: RunningProduct, version: number): Promise<void> {
  writeFileSync(path.join(product.webRoot, 'shell', 'dist', 'version.json'), JSON.stringify({ version }));
  const deployer = await ApiSession.signIn(DEMO.super, DEMO_PASSWORD, product.baseUrl);
  const res = await deployer.fetch('POST', '/api/appVersion/releaseCache', { cacheKey: 'appVersion' });
  if (!res.ok) throw new Error(`releaseCache answered ${res.status}`);
}

/** Rebuilds one remote with another build id straight into the deployment folder, as a redeploy would. */
export function redeployRemote(product: RunningProduct, remote: string, buildId: string): void {
  const build = spawnSync(
    'npx',
    ['webpack', '--mode', 'production', '-c', `mf-${remote}/webpack.config.js`, '--output-path', path.join(product.webRoot, `mf-${remote}`, 'dist')],
    { cwd: WORKSPACE_ROOT, env: { ...process.env, BUILD_ID: buildId }, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error(`Rebuilding mf-${remote} failed (exit ${build.status})`);
}
