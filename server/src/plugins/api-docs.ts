import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** Renders openapi.yaml for the backend team at /api/docs (the file itself, not routes reflected back). */
export async function registerApiDocs(app: FastifyInstance, specificationPath: string): Promise<void> {
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { path: specificationPath, baseDir: '' },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
