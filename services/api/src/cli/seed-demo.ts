// `npm run seed:demo`: migrates the database and loads the demo data (idempotent), then exits.
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../app.module';
import { loadConfig } from '../config';
import { DemoSeedService } from '../modules/demo/demo-seed.service';

async function seedDemo(): Promise<void> {
  const config = loadConfig();
  if (config.production) throw new Error('Demo data is never loaded in production (NODE_ENV=production).');
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { bufferLogs: true, abortOnError: false });
  app.useLogger(app.get(Logger));
  try {
    await app.get(DemoSeedService).seed();
  } finally {
    await app.close();
  }
}

seedDemo().catch((error: unknown) => {
  console.error('Could not load the demo data:', error);
  process.exit(1);
});
