import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, WORKSPACE_ROOT } from './config';

const SECRET = 'a-production-secret-of-32-characters-or-more';

describe('loadConfig', () => {
  it('runs on port 3000 with the embedded database under the workspace .data folder by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: '',
      dataDir: path.join(WORKSPACE_ROOT, '.data'),
      databasePoolIdleTimeoutMs: 10_000,
      webRoot: WORKSPACE_ROOT,
      remoteUrls: {},
      appVersion: undefined,
      logLevel: 'info',
      seedDemo: true,
    });
    expect(JSON.parse(readFileSync(path.join(WORKSPACE_ROOT, 'package.json'), 'utf8')).name).toBe('daycare');
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '4100',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://postgres@db:5432/daycare',
      DATA_DIR: '/var/lib/daycare',
      DATABASE_POOL_IDLE_TIMEOUT_MS: '0',
      WEB_ROOT: '/srv/web',
      REMOTE_ADMIN_URL: 'https://cdn.example.com/admin/remoteEntry.js',
      APP_VERSION: '1732300000000',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '127.0.0.1',
      databaseUrl: 'postgres://postgres@db:5432/daycare',
      dataDir: '/var/lib/daycare',
      databasePoolIdleTimeoutMs: 0,
      webRoot: '/srv/web',
      remoteUrls: { admin: 'https://cdn.example.com/admin/remoteEntry.js' },
      appVersion: 1732300000000,
      logLevel: 'warn',
      seedDemo: false,
    });
  });

  it('keeps live events in-process unless REDIS_URL is set, on the channel prefix daycare', () => {
    expect(loadConfig({})).toMatchObject({
      redisUrl: '',
      hubChannelPrefix: 'daycare',
      hubKeepAliveIntervalMs: 15_000,
      hubClientTimeoutMs: 30_000,
      hubHealthCheckIntervalMs: 30_000,
    });
    expect(
      loadConfig({
        REDIS_URL: 'redis://cache:6379',
        HUB_CHANNEL_PREFIX: 'staging',
        HUB_KEEP_ALIVE_INTERVAL_MS: '500',
        HUB_CLIENT_TIMEOUT_MS: '2000',
        HUB_HEALTH_CHECK_INTERVAL_MS: '1000',
      }),
    ).toMatchObject({ redisUrl: 'redis://cache:6379', hubChannelPrefix: 'staging', hubKeepAliveIntervalMs: 500, hubClientTimeoutMs: 2000, hubHealthCheckIntervalMs: 1000 });
  });

  it('never loads demo data in production', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: SECRET };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(false);
  });

  it('signs tokens with JWT_SECRET, valid 15 minutes unless ACCESS_TOKEN_TTL_SECONDS says otherwise', () => {
    expect(loadConfig({ JWT_SECRET: SECRET })).toMatchObject({ jwtSecret: SECRET, accessTokenTtlSeconds: 900, trustedProxyHops: 0 });
    expect(loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '5', TRUSTED_PROXY_HOPS: '1' })).toMatchObject({ accessTokenTtlSeconds: 5, trustedProxyHops: 1 });
  });

  it('makes up a random secret per process outside production only', () => {
    const first = loadConfig({}).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).jwtSecret).not.toBe(first);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(new ConfigError('JWT_SECRET must be set to at least 32 random characters'));
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number, got "eighty"'],
    [{ APP_VERSION: 'latest' }, 'APP_VERSION must be a number, got "latest"'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false, got "maybe"'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be set to at least 32 random characters'],
  ])('refuses %j with a message saying what is wrong', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});
