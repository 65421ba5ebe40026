import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * Renders the contract for the backend team at /api/docs: the bundled document (openapi.gen.json), served
 * unchanged at /api/docs/json and /api/docs/yaml (static mode), not routes reflected back. Every response shows its
 * examples, one per error code, in Swagger UI's example picker.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  specification: Record<string, unknown>,
): Promise<void> {
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: specification as never },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: {
      // Handlers are named after the operationId: show it beside each operation.
      displayOperationId: true,
      docExpansion: 'list',
      // Examples and schemas side by side with the example shown first, rather than bare schemas.
      defaultModelRendering: 'example',
      defaultModelsExpandDepth: 0,
      filter: true,
    },
  });
}
