import { createHmac, randomBytes } from 'node:crypto';
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
  /** Where stored files (photos, documents) live: a folder, or an S3-compatible bucket. */
  fileStorage: FileStorageConfig;
  /** Signs the short-lived file URLs; derived from JWT_SECRET unless FILE_URL_SECRET is set. */
  fileUrlSecret: string;
}

export type FileStorageConfig =
  | { kind: 'disk'; dir: string }
  | { kind: 's3'; bucket: string; region: string; endpoint?: string; credentials?: { accessKeyId: string; secretAccessKey: string } };

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

/**
 * `S3_URL=http://key:secret@host:port/bucket` (a local or self-hosted S3 server), else `S3_BUCKET` with the
 * usual AWS_* variables; neither keeps files on disk under DATA_DIR/files.
 */
function fileStorage(env: NodeJS.ProcessEnv, dataDir: string): FileStorageConfig {
  const region = env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1';
  if (env.S3_URL) return s3FromUrl(env.S3_URL, region);
  if (env.S3_BUCKET) {
    const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
    const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
    return { kind: 's3', bucket: env.S3_BUCKET, region, endpoint, credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined };
  }
  return { kind: 'disk', dir: path.join(dataDir, 'files') };
}

function s3FromUrl(raw: string, region: string): FileStorageConfig {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`S3_URL must look like http://key:secret@host:port/bucket, got "${raw}"`);
  }
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!/^https?:$/.test(url.protocol) || !bucket || bucket.includes('/')) throw new ConfigError('S3_URL must look like http://key:secret@host:port/bucket');
  const credentials = url.username ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) } : undefined;
  return { kind: 's3', bucket, region, endpoint: `${url.protocol}//${url.host}`, credentials };
}

/** A key of its own, so a leaked file URL secret reveals nothing about the token-signing one. */
function fileUrlSecret(env: NodeJS.ProcessEnv, jwtSecretValue: string): string {
  if (env.FILE_URL_SECRET) return env.FILE_URL_SECRET;
  return createHmac('sha256', jwtSecretValue).update('file-urls').digest('base64url');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR || path.join(WORKSPACE_ROOT, '.data'));
  const secret = jwtSecret(env, production);
  return {
    port: integer(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? '',
    dataDir,
    databasePoolIdleTimeoutMs: integer(env, 'DATABASE_POOL_IDLE_TIMEOUT_MS', 10_000),
    webRoot: path.resolve(env.WEB_ROOT || WORKSPACE_ROOT),
    remoteUrls: remoteUrls(env),
    appVersion: optionalNumber(env, 'APP_VERSION'),
    logLevel: env.LOG_LEVEL || 'info',
    production,
    // Demo accounts never reach a production database, whatever SEED_DEMO says.
    seedDemo: !production && flag(env, 'SEED_DEMO', true),
    jwtSecret: secret,
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    trustedProxyHops: integer(env, 'TRUSTED_PROXY_HOPS', 0),
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM || 'Daycare <no-reply@daycare.local>',
    redisUrl: env.REDIS_URL ?? '',
    hubChannelPrefix: env.HUB_CHANNEL_PREFIX || 'daycare',
    hubKeepAliveIntervalMs: integer(env, 'HUB_KEEP_ALIVE_INTERVAL_MS', 15_000),
    hubClientTimeoutMs: integer(env, 'HUB_CLIENT_TIMEOUT_MS', 30_000),
    hubHealthCheckIntervalMs: integer(env, 'HUB_HEALTH_CHECK_INTERVAL_MS', 30_000),
    fileStorage: fileStorage(env, dataDir),
    fileUrlSecret: fileUrlSecret(env, secret),
  };
}
