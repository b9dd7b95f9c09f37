// Writes the OpenAPI document (default services/api/openapi.json) without a database: the Nest
// preview mode builds the module graph but instantiates no provider, so nothing connects.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { AppModule } from '../app.module';
import { type AppConfig, loadConfig } from '../config';
import { API_PREFIX, createOpenApiDocument, sortKeys } from '../openapi';

export const DEFAULT_OPENAPI_FILE = path.resolve(__dirname, '../../openapi.json');

export async function writeOpenApi(outFile: string, config: AppConfig = loadConfig()): Promise<void> {
  const app = await NestFactory.create(AppModule.forRoot(config), new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  app.setGlobalPrefix(API_PREFIX);
  const document = sortKeys(createOpenApiDocument(app));
  await app.close();
  await writeFile(outFile, `${JSON.stringify(document, null, 2)}\n`);
}

if (require.main === module) {
  const outFile = path.resolve(process.argv[2] ?? DEFAULT_OPENAPI_FILE);
  writeOpenApi(outFile).then(
    () => console.log(`OpenAPI document written to ${outFile}`),
    (error: unknown) => {
      console.error('Could not write the OpenAPI document:', error);
      process.exit(1);
    },
  );
}
