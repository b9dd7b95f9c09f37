import { performance } from 'node:perf_hooks';
import { Logger } from 'nestjs-pino';
import { createApp } from './app.factory';
import { loadConfig } from './config';
import { DemoSeedService } from './modules/demo/demo-seed.service';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  app.enableShutdownHooks(['SIGINT', 'SIGTERM']);
  if (config.seedDemo) await app.get(DemoSeedService).seed();
  await app.listen({ port: config.port, host: config.host });
  const startupMs = Math.round(performance.now());
  app.get(Logger).log(`Daycare ready on http://${config.host}:${config.port} in ${startupMs} ms`);
}

main().catch((error: unknown) => {
  console.error('The gateway could not start:', error);
  process.exit(1);
});
