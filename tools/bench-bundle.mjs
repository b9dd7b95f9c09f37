// `npm run bench:bundle`: what a browser downloads, in gzip KB of JavaScript.
//
// Builds the apps (Nx cache), starts the gateway on a private embedded database, opens a page of
// each remote in Chromium and records every script it downloads. Each script is then matched
// with the webpack stats of the build that emitted it (<app>/dist-stats/stats.json), which say
// what it holds. Fails when the shell plus one remote exceed the first-load budget, or when a
// shared singleton reaches the browser from two builds (two live copies). `-- --files` lists
// each downloaded script with the packages it holds.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApps, WORKSPACE_ROOT } from './run.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const BUDGET_KB = 350;
const SHOW_FILES = process.argv.includes('--files');
const PORT = Number(process.env.BENCH_PORT ?? 3997);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const APPS = { shell: 'shell', guardian: 'mf-guardian', admin: 'mf-admin', tablet: 'mf-tablet', super: 'mf-super' };
/** A page of each remote with real content. */
const REMOTE_PAGES = { guardian: '/my/centers', admin: '/admin/centers', tablet: '/tablet/search/child', super: '/daycares' };
/** The demo account each remote's page is opened with: the route guard sends visitors to the welcome page. */
const DEMO_USERS = { guardian: 'parent@demo.test', admin: 'director@demo.test', tablet: 'tablet@demo.test', super: 'super@demo.test' };
const DEMO_PASSWORD = 'Demo!2026';
/** Shared as singletons by tools/webpack/create-config.js (@daycare/ui is bundled by each app). */
const SINGLETONS = [
  'react', 'react-dom', 'react-router', 'react-redux', '@reduxjs/toolkit', 'antd', '@microsoft/signalr',
  '@daycare/store', '@daycare/api-client', '@daycare/shared', '@daycare/routes', '@daycare/shared-features',
];

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The npm package (or workspace lib) a module file belongs to. */
function packageOf(file) {
  const inNodeModules = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
  if (inNodeModules) return inNodeModules[1];
  const lib = /\/libs\/([^/]+)\/src\//.exec(file);
  return lib ? `@daycare/${lib[1]}` : undefined;
}

function leafModules(module) {
  return module.modules ? module.modules.flatMap(leafModules) : [module];
}

/** For one build: each emitted script, the files of the modules it holds. */
function scriptsOf(app) {
  const appDir = path.join(WORKSPACE_ROOT, APPS[app]);
  const statsFile = path.join(appDir, 'dist-stats/stats.json');
  if (!existsSync(statsFile)) throw new Error(`${statsFile} is missing: build ${APPS[app]} first`);
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  const scripts = new Map();
  for (const chunk of stats.chunks) {
    const modules = chunk.modules.flatMap(leafModules)
      .map((module) => module.name ?? '')
      .filter((name) => name.startsWith('.') || name.startsWith('/'))
      .map((name) => path.resolve(appDir, name.split(' + ')[0]));
    for (const file of chunk.files.filter((name) => name.endsWith('.js'))) scripts.set(file, { app, file, modules, appDir });
  }
  return scripts;
}

function gzipKb(script) {
  return gzipSync(readFileSync(path.join(script.appDir, 'dist', script.file))).length;
}

/** The build and script a downloaded URL is. */
function scriptFor(url, scriptsByApp) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  const [app, file] = remote ? [remote[1], remote[2]] : ['shell', pathname.slice(1)];
  const script = scriptsByApp[app]?.get(file);
  if (!script) throw new Error(`${url} is no script of the ${app} build`);
  return script;
}

/** What a script is for: the app's own code, or shared libraries. */
function kindOf(script) {
  const ownSource = path.join(script.appDir, 'src') + path.sep;
  if (script.file === 'remoteEntry.js' || script.modules.some((file) => file.startsWith(ownSource))) return 'own';
  return 'shared';
}

/** Singletons whose code reaches the browser from more than one build: two live copies. */
function duplicates(scripts) {
  return SINGLETONS.flatMap((pkg) => {
    const builds = new Set(scripts.filter((script) => script.modules.some((file) => packageOf(file) === pkg)).map((script) => script.app));
    return builds.size > 1 ? [`${pkg} is loaded from ${builds.size} builds: ${[...builds].join(', ')}`] : [];
  });
}

async function startGateway() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'daycare-bench-'));
  const gateway = spawn('node', ['services/api/dist/main.js'], {
    cwd: WORKSPACE_ROOT,
    env: { ...process.env, PORT: String(PORT), DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    gateway.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let tries = 0; tries < 120; tries += 1) {
    if (gateway.exitCode !== null) break;
    const healthy = await fetch(`${BASE_URL}/api/health`).then((res) => res.ok, () => false);
    if (healthy) return stop;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('The gateway did not start');
}

/** The signed-in user record the shell keeps in local storage, from the sign-in call (with its forgery cookie). */
async function signedInUser(email) {
  const csrf = await fetch(`${BASE_URL}/api/auth/csrf`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const response = await fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing in as ${email} answered ${response.status}`);
  return response.text();
}

/** Resolves once no request has been under way for a second; names the stuck ones otherwise. */
async function settled(page, timeoutMs = 30_000) {
  const pending = new Set();
  let lastActivity = Date.now();
  const started = (request) => { pending.add(request); lastActivity = Date.now(); };
  const ended = (request) => { pending.delete(request); lastActivity = Date.now(); };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const deadline = Date.now() + timeoutMs;
  while (pending.size > 0 || Date.now() - lastActivity < 1000) {
    if (Date.now() > deadline) throw new Error(`Still loading after ${timeoutMs} ms: ${[...pending].map((r) => r.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens a page in a fresh browser context, signed in as `email` if given; returns the scripts it downloaded. */
async function scriptsDownloaded(browser, pagePath, readySelector, scriptsByApp, email) {
  const context = await browser.newContext();
  if (email) await context.addInitScript((user) => localStorage.setItem('user', user), await signedInUser(email));
  const page = await context.newPage();
  const urls = new Set();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js') && response.ok()) urls.add(response.url());
  });
  await page.goto(BASE_URL + pagePath);
  await page.waitForSelector(readySelector, { timeout: 30_000 });
  await settled(page);
  await context.close();
  return [...urls].map((url) => scriptFor(url, scriptsByApp));
}

function report(title, scripts) {
  const sum = (list) => list.reduce((total, script) => total + gzipKb(script), 0);
  const byApp = (app, kind) => scripts.filter((script) => script.app === app && kindOf(script) === kind);
  const apps = [...new Set(scripts.map((script) => script.app))];
  console.log(`\n${title}`);
  for (const app of apps) {
    for (const kind of ['own', 'shared']) {
      const list = byApp(app, kind);
      if (list.length) console.log(`  ${app} ${kind === 'own' ? 'own code' : 'shared libraries'}: ${kb(sum(list))} KB in ${list.length} files`);
    }
  }
  const total = sum(scripts);
  console.log(`  total: ${kb(total)} KB`);
  if (SHOW_FILES) printFiles(scripts);
  return total;
}

/** `--files`: each downloaded script, biggest first, with the packages it holds. */
function printFiles(scripts) {
  const sized = scripts.map((script) => ({ script, size: gzipKb(script) })).sort((a, b) => b.size - a.size);
  for (const { script, size } of sized) {
    const packages = [...new Set(script.modules.map((file) => packageOf(file) ?? path.relative(script.appDir, file)))];
    console.log(`    ${kb(size).padStart(6)} KB ${script.app}/${script.file}: ${packages.slice(0, 6).join(', ')}${packages.length > 6 ? ', …' : ''}`);
  }
}

function printBuildTotals(scriptsByApp) {
  console.log('All JavaScript each build emits, gzip KB (most of it is downloaded only when a page needs it):');
  for (const [app, scripts] of Object.entries(scriptsByApp)) {
    const list = [...scripts.values()];
    const size = (kind) => kb(list.filter((script) => kindOf(script) === kind).reduce((total, script) => total + gzipKb(script), 0));
    console.log(`  ${app}: own code ${size('own')} KB, shared libraries ${size('shared')} KB`);
  }
}

async function main() {
  if ((await buildApps()) !== 0) return 1;
  const scriptsByApp = Object.fromEntries(Object.keys(APPS).map((app) => [app, scriptsOf(app)]));
  printBuildTotals(scriptsByApp);
  const stopGateway = await startGateway();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const failures = [];
  try {
    report('First load of the home page (shell alone):', await scriptsDownloaded(browser, '/', 'h1', scriptsByApp));
    for (const [remote, pagePath] of Object.entries(REMOTE_PAGES)) {
      const scripts = await scriptsDownloaded(browser, pagePath, `[data-testid="remote-${remote}"]`, scriptsByApp, DEMO_USERS[remote]);
      const total = report(`First load of ${pagePath} (shell + ${remote}):`, scripts);
      if (total / 1024 > BUDGET_KB) failures.push(`shell + ${remote} is ${kb(total)} KB, over the ${BUDGET_KB} KB budget`);
      failures.push(...duplicates(scripts).map((problem) => `shell + ${remote}: ${problem}`));
    }
  } finally {
    await browser.close();
    stopGateway();
  }
  if (failures.length) {
    console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  console.log(`\nEvery first load is within ${BUDGET_KB} KB and loads each shared singleton once.`);
  return 0;
}

process.exit(await main());
