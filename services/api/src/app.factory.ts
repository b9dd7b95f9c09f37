import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config';
import { registerWebAssets } from './modules/web/static-assets';
import { API_PREFIX, serveOpenApi } from './openapi';

export interface CreateAppOptions {
  /** Where the structured logs go (stdout by default); tests read them from here. */
  logDestination?: DestinationStream;
}

/** The gateway, connected to its migrated database and ready to listen; main.ts and the tests share it. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options.logDestination), new FastifyAdapter(), {
    bufferLogs: true,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix(API_PREFIX);
  await registerWebAssets(app, config.webRoot);
  serveOpenApi(app);
  await app.init();
  return app;
}
