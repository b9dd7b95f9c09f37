// Starts the product as a user would (`npm start`) on a fresh database and a private copy of
// the built web apps (its deployment folder), and stops it again.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export const WORKSPACE_ROOT = path.resolve(__dirname, '../..');
export const WEB_APPS = ['shell', 'mf-guardian', 'mf-admin', 'mf-tablet', 'mf-super'] as const;

export interface RunningProduct {
  baseUrl: string;
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

export async function startProduct(port: number): Promise<RunningProduct> {
  buildProduct();
  const webRoot = deploymentFolder();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), WEB_ROOT: webRoot, LOG_LEVEL: 'warn' };
  const product: Omit<RunningProduct, 'pid'> = { baseUrl: `http://127.0.0.1:${port}`, webRoot };
  if (process.env.DATABASE_URL) {
    product.databaseName = `daycare_e2e_${Date.now()}`;
    await withServerClient((c) => c.query(`CREATE DATABASE ${product.databaseName}`));
    env.DATABASE_URL = databaseUrlFor(product.databaseName);
  } else {
    product.dataDir = mkdtempSync(path.join(tmpdir(), 'daycare-data-'));
    env.DATA_DIR = product.dataDir;
  }
  const child = spawn('npm', ['start'], { cwd: WORKSPACE_ROOT, env, stdio: 'inherit', detached: true });
  await waitForHealth(product.baseUrl, child, 300_000);
  return { ...product, pid: child.pid as number };
}

export async function stopProduct(product: RunningProduct): Promise<void> {
  try {
    process.kill(-product.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await new Promise((r) => setTimeout(r, 1000));
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

/** Deploys a new shell version number and makes the gateway forget the one it cached. */
export async function releaseShellVersion(product: RunningProduct, version: number): Promise<void> {
  writeFileSync(path.join(product.webRoot, 'shell', 'dist', 'version.json'), JSON.stringify({ version }));
  const res = await fetch(`${product.baseUrl}/api/appVersion/releaseCache`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cacheKey: 'appVersion' }),
  });
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
