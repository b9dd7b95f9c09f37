// Small helpers for the workspace scripts: run a command and stream its output.
import { spawn } from 'node:child_process';

export const WORKSPACE_ROOT = new URL('..', import.meta.url).pathname;

/** Runs a command in the workspace root; resolves with its exit code. */
export function run(command, args, { env = {}, cwd = WORKSPACE_ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The Nx projects `npm start` needs, built (or taken from the Nx cache) in one call. */
export const APP_PROJECTS = [
  '@daycare/shared', '@daycare/gateway', '@daycare/shell',
  '@daycare/mf-guardian', '@daycare/mf-admin', '@daycare/mf-tablet', '@daycare/mf-super',
];

export const NX_ENV = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

export function buildApps() {
  return run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=stream', '-p', ...APP_PROJECTS], { env: NX_ENV });
}
