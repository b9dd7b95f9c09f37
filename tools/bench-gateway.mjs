// What the gateway benchmarks share: the built gateway run in-process on a fresh database with the
// demo data, and signing in as the shell does.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WORKSPACE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const GATEWAY = path.join(WORKSPACE_ROOT, 'services/api');
/** Resolves packages as the gateway does (its dependencies, its dist). */
export const gatewayRequire = createRequire(path.join(GATEWAY, 'package.json'));
export const DEMO_PASSWORD = 'Demo!2026';

function newestMtime(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }, 0);
}

/** The gateway's build (and the shared lib's), made again only when a source is newer than it. */
export function ensureGatewayBuild() {
  const newerThan = (sources, output) => !existsSync(output) || newestMtime(sources) > statSync(output).mtimeMs;
  const stale = newerThan(path.join(GATEWAY, 'src'), path.join(GATEWAY, 'dist/main.js'))
    || newerThan(path.join(WORKSPACE_ROOT, 'libs/shared/src'), path.join(WORKSPACE_ROOT, 'libs/shared/dist/index.js'));
  if (!stale) return;
  console.log('Building the gateway (services/api/dist)...');
  const build = spawnSync('npx', ['nx', 'run', '@daycare/gateway:build'], { cwd: WORKSPACE_ROOT, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
  if (build.status !== 0) throw new Error(`Building the gateway failed (exit ${build.status})`);
}

async function onServer(serverUrl, sql) {
  const { Client } = gatewayRequire('pg');
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of its own: on the DATABASE_URL server, else an embedded one in a temporary folder. */
export async function freshDatabase(prefix) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `daycare-${prefix}-`));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const name = `daycare_${prefix.replace(/-/g, '_')}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    drop: async () => {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The built gateway in this process, with the demo data, listening on a free port. */
export async function startGateway(env) {
  const { createApp } = gatewayRequire('./dist/app.factory.js');
  const { loadConfig } = gatewayRequire('./dist/config.js');
  const { DemoSeedService } = gatewayRequire('./dist/modules/demo/demo-seed.service.js');
  const app = await createApp(loadConfig({ LOG_LEVEL: 'warn', SEED_DEMO: 'true', WEB_ROOT: WORKSPACE_ROOT, ...env }));
  await app.get(DemoSeedService).seed();
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl: `http://127.0.0.1:${app.getHttpServer().address().port}` };
}

function forgeryCookie(res) {
  return res.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('XSRF-TOKEN='));
}

/**
 * Signs in as the shell does: the forgery cookie first, echoed in its header on the login call.
 * Answers the headers later calls carry and the hub's query (v, daycare, user type, user).
 */
export async function signIn(baseUrl, email) {
  const cookie = forgeryCookie(await fetch(`${baseUrl}/api/auth/csrf`));
  if (!cookie) throw new Error('GET /api/auth/csrf set no XSRF-TOKEN cookie');
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': cookie.split('=')[1] },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`Sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  // The forgery cookie bound to the new session, which a browser sends with every later call.
  const sessionCookie = forgeryCookie(res) ?? cookie;
  const user = await res.json();
  const daycareId = user.daycare?.id;
  return {
    accessToken: user.accessToken,
    daycareId,
    cookie: sessionCookie,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}`, cookie: sessionCookie, 'x-xsrf-token': sessionCookie.split('=')[1] },
    hubQuery: daycareId && new URLSearchParams({ v: '3', d: String(daycareId), ut: String(user.type), i: String(user.id) }).toString(),
  };
}

/** The p-th percentile of sorted numbers. */
export function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
}
