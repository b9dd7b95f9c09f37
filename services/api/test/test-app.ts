import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createApp, type CreateAppOptions } from '../src/app.factory';
import { type AppConfig, loadConfig } from '../src/config';
import { createTestDatabase, type TestDatabase } from './test-database';
import { TestWebRoot } from './web-root';

/** Collects the app's structured log lines, so tests can read what was logged. */
export class LogCapture {
  readonly lines: string[] = [];

  write(line: string): void {
    this.lines.push(line);
  }

  text(): string {
    return this.lines.join('');
  }
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  database: TestDatabase;
  webRoot: TestWebRoot;
  logs: LogCapture;
  request(options: InjectOptions | string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The real gateway (same factory as main.ts) on a fresh database and an empty deployment folder;
 * `env` overrides the environment it is configured from; `extraModules` mounts test-only controllers.
 */
export async function startTestApp(env: NodeJS.ProcessEnv = {}, options: Pick<CreateAppOptions, 'extraModules'> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const webRoot = await TestWebRoot.create();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_ROOT: webRoot.dir, ...database.env, ...env });
  const logs = new LogCapture();
  const app = await createApp(config, { logDestination: logs, extraModules: options.extraModules });
  return {
    app,
    config,
    database,
    webRoot,
    logs,
    request: (options) => app.inject(options),
    close: async () => {
      await app.close();
      await database.drop();
      await webRoot.remove();
    },
  };
}
