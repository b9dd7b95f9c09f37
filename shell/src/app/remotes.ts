import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { prepareHeaders } from '@daycare/api-client';
import type { RemoteName, RemoteRoutes } from '@daycare/routes';

/** GET /api/remotes: where each remote's current build is deployed. */
type RemotesManifest = Record<RemoteName, { entry: string }>;

export interface LoadedRemote {
  routes: RemoteRoutes;
  /** The remote build's id, exposed as `<remote>/build`. */
  buildId: string;
}

async function remoteEntries(): Promise<{ name: string; entry: string }[]> {
  // With the session's headers: the gateway binds the forgery cookie to the caller of each request.
  const response = await fetch('/api/remotes', { cache: 'no-store', headers: prepareHeaders(new Headers()) });
  // The status travels with the error, so the page can tell a server failure from a lost connection.
  if (!response.ok) throw Object.assign(new Error(`GET /api/remotes answered ${response.status}`), { status: response.status });
  const manifest = (await response.json()) as RemotesManifest;
  return Object.entries(manifest).map(([name, { entry }]) => ({ name, entry: new URL(entry, window.location.origin).href }));
}

let registration: Promise<void> | undefined;

/** Registers every remote with the Module Federation runtime, once per page load. */
function registerAll(): Promise<void> {
  registration ??= remoteEntries().then(
    (remotes) => registerRemotes(remotes),
    (error: unknown) => {
      registration = undefined;
      throw error;
    },
  );
  return registration;
}

/** Registers one remote again from a fresh manifest, replacing what the runtime cached for it. */
async function registerAgain(name: RemoteName): Promise<void> {
  const remotes = await remoteEntries();
  registerRemotes(remotes.filter((remote) => remote.name === name), { force: true });
}

async function fetchRemote(name: RemoteName, retry: boolean): Promise<LoadedRemote> {
  await (retry ? registerAgain(name) : registerAll());
  const [routes, build] = await Promise.all([
    loadRemote<{ default: RemoteRoutes }>(`${name}/routes`),
    loadRemote<{ BUILD_ID: string }>(`${name}/build`),
  ]);
  if (!routes || !build) throw new Error(`The ${name} app did not load`);
  return { routes: routes.default, buildId: build.BUILD_ID };
}

const loadedRemotes = new Map<RemoteName, Promise<LoadedRemote>>();

/** A remote's route table and build id, loaded once per page load; `retry` loads it afresh after a failure. */
export function loadRemoteApp(name: RemoteName, { retry = false } = {}): Promise<LoadedRemote> {
  let loading = retry ? undefined : loadedRemotes.get(name);
  if (!loading) {
    loading = fetchRemote(name, retry);
    loading.catch(() => loadedRemotes.delete(name));
    loadedRemotes.set(name, loading);
  }
  return loading;
}
