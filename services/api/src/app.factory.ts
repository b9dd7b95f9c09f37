import multipart from '@fastify/multipart';
import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { DatabaseInputErrorFilter } from './common/database-input-error.filter';
import { MAX_BODY_BYTES, useJsonBodyParser } from './common/validation/json-body';
import { registerSafeTextCheck } from './common/validation/safe-text';
import type { AppConfig } from './config';
import { registerSessionHooks } from './modules/auth/session-hooks';
import { MULTIPART_LIMITS } from './modules/files';
import { HubTransport } from './modules/hub/hub-transport';
import { registerSecurityHeaders } from './modules/web/security-headers';
import { registerWebAssets } from './modules/web/static-assets';
import { API_PREFIX, serveOpenApi } from './openapi';

export interface CreateAppOptions {
  /** Where the structured logs go (stdout by default); tests read them from here. */
  logDestination?: DestinationStream;
  /** Modules served beside the app's own; tests mount probe controllers this way. */
  extraModules?: Type[];
}

/** The client address (sign-in throttling, audit) comes from X-Forwarded-For only across the configured proxies. */
function trustedHops({ trustedProxyHops }: AppConfig) {
  return (_address: string, hop: number) => hop < trustedProxyHops;
}

/** The gateway, connected to its migrated database and ready to listen; main.ts and the tests share it. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options.logDestination, options.extraModules), new FastifyAdapter({ trustProxy: trustedHops(config), bodyLimit: MAX_BODY_BYTES }), {
    bufferLogs: true,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix(API_PREFIX);
  // First, so every answer carries them, the session hooks' own refusals too.
  registerSecurityHeaders(app, config);
  await registerSessionHooks(app);
  useJsonBodyParser(app);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  registerSafeTextCheck(app.getHttpAdapter().getInstance());
  app.useGlobalFilters(new DatabaseInputErrorFilter(app.getHttpAdapter()));
  await registerWebAssets(app, config.webRoot);
  serveOpenApi(app);
  app.get(HubTransport).register(app);
  await app.init();
  return app;
}
