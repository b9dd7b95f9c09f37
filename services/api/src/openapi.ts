import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

export const API_PREFIX = 'api';

/** `AppVersionController.releaseCache` -> `appVersionReleaseCache`, so generated hooks read well. */
function operationId(controllerKey: string, methodKey: string): string {
  const resource = controllerKey.replace(/Controller$/, '');
  return resource.charAt(0).toLowerCase() + resource.slice(1) + methodKey.charAt(0).toUpperCase() + methodKey.slice(1);
}

export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const info = new DocumentBuilder()
    .setTitle('Daycare API')
    .setDescription('REST API of the daycare gateway: JSON in and out, every path under /api.')
    .setVersion('1')
    .addServer(`/${API_PREFIX}`)
    .addBearerAuth()
    .build();
  // Paths read as the spec writes them (`/room/list`); the server entry adds the /api base.
  return SwaggerModule.createDocument(app, info, { operationIdFactory: operationId, ignoreGlobalPrefix: true });
}

/** Swagger UI at /api/docs and the document at /api/docs-json. */
export function serveOpenApi(app: INestApplication): void {
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => createOpenApiDocument(app), {
    customSiteTitle: 'Daycare API',
  });
}

/** Objects with their keys sorted at every level, so the written document is stable. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}
