import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from './modules/web/remote-names';

/** The gateway's settings, read once from the environment. */
export interface AppConfig {
  port: number;
  host: string;
  /** Empty means the embedded PostgreSQL (PGlite) under `dataDir`. */
  databaseUrl: string;
  dataDir: string;
  /** A pooled database connection idle this long is closed (0 keeps it open). */
  databasePoolIdleTimeoutMs: number;
  /** Holds `shell/dist` and `mf-<remote>/dist`. */
  webRoot: string;
  /** Remote entry locations that replace the gateway's own `/remotes/<name>/remoteEntry.js`. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** Overrides the version the shell build wrote to `shell/dist/version.json`. */
  appVersion: number | undefined;
  logLevel: string;
  production: boolean;
  seedDemo: boolean;
  /** Signs access tokens; the forgery-protection key is derived from it. Shared by every replica. */
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  /** Proxies in front of the gateway whose X-Forwarded-* headers are trusted (nginx: 1). */
  trustedProxyHops: number;
  /** SMTP server for outgoing e-mail (smtp://user:pass@host:587); empty keeps e-mails in the outbox table only. */
  smtpUrl: string;
  /** The sender of outgoing e-mail. */
  mailFrom: string;
  /** Redis for the live hub's fan-out across gateway instances; empty keeps events in-process. */
  redisUrl: string;
  /** Names this deployment's Redis channel (`<prefix>:hub`), so deployments can share one Redis. */
  hubChannelPrefix: string;
  /** How often the hub pings each client; clients give up after 30 s of silence. */
  hubKeepAliveIntervalMs: number;
  /** A client silent for this long is disconnected (clients ping every 15 s). */
  hubClientTimeoutMs: number;
  /** How often the hub sends OnHealthCheck to learn who is alive. */
  hubHealthCheckIntervalMs: number;
}

/** src/ and dist/ both sit two folders below the workspace root. */
export const WORKSPACE_ROOT = path.resolve(__dirname, '../../..');

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function optionalNumber(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new ConfigError(`${name} must be a number, got "${raw}"`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function remoteUrls(env: NodeJS.ProcessEnv): Partial<Record<RemoteName, string>> {
  const urls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const url = env[`REMOTE_${name.toUpperCase()}_URL`];
    if (url) urls[name] = url;
  }
  return urls;
}

const MIN_SECRET_LENGTH = 32;

/** Outside production an unset secret is random per process: tokens then die with the process. */
function jwtSecret(env: NodeJS.ProcessEnv, production: boolean): string {
  const secret = env.JWT_SECRET ?? '';
  if (secret.length >= MIN_SECRET_LENGTH) return secret;
  if (secret || production) throw new ConfigError(`JWT_SECRET must be set to at least ${MIN_SECRET_LENGTH} random characters`);
  return randomBytes(MIN_SECRET_LENGTH).toString('base64url');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: integer(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? '',
    dataDir: path.resolve(env.DATA_DIR || path.join(WORKSPACE_ROOT, '.data')),
    databasePoolIdleTimeoutMs: integer(env, 'DATABASE_POOL_IDLE_TIMEOUT_MS', 10_000),
    webRoot: path.resolve(env.WEB_ROOT || WORKSPACE_ROOT),
    remoteUrls: remoteUrls(env),
    appVersion: optionalNumber(env, 'APP_VERSION'),
    logLevel: env.LOG_LEVEL || 'info',
    production,
    // Demo accounts never reach a production database, whatever SEED_DEMO says.
    seedDemo: !production && flag(env, 'SEED_DEMO', true),
    jwtSecret: jwtSecret(env, production),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    trustedProxyHops: integer(env, 'TRUSTED_PROXY_HOPS', 0),
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM || 'Daycare <no-reply@daycare.local>',
    redisUrl: env.REDIS_URL ?? '',
    hubChannelPrefix: env.HUB_CHANNEL_PREFIX || 'daycare',
    hubKeepAliveIntervalMs: integer(env, 'HUB_KEEP_ALIVE_INTERVAL_MS', 15_000),
    hubClientTimeoutMs: integer(env, 'HUB_CLIENT_TIMEOUT_MS', 30_000),
    hubHealthCheckIntervalMs: integer(env, 'HUB_HEALTH_CHECK_INTERVAL_MS', 30_000),
  };
}
