// Starts the product as a user would (`npm start`) on a fresh database and a private copy of
// the built web apps (its deployment folder), and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
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
