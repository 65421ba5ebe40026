import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** Headers of the docs app's answer that this app's reply sets for itself. */
const OWN_HEADERS = new Set(['content-length', 'connection', 'transfer-encoding', 'date', 'keep-alive']);

/**
 * Renders the contract for the backend team at /api/docs: the bundled document (openapi.gen.json), served
 * unchanged at /api/docs/json and /api/docs/yaml (static mode), not routes reflected back. Every response shows its
 * examples, one per error code, in Swagger UI's example picker.
 *
 * Swagger UI and the packages it loads (its own copy of @fastify/static, yaml) took some 0.1 s of every
 * start, for a page the app's users never open. They are loaded at the first request for the docs, into
 * an app of their own, to which these routes hand every docs request as it came (headers included, so
 * a revalidation is answered 304); its answer is sent on through this app's hooks (security headers).
 */
export function registerApiDocs(app: FastifyInstance, specification: () => Record<string, unknown>): void {
  let docs: Promise<FastifyInstance> | undefined;
  const docsApp = () => {
    docs ??= buildDocsApp(specification()).catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    return docs;
  };
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (await docsApp()).inject({
      method: request.method as 'GET' | 'HEAD',
      url: request.url,
      headers: request.headers,
    });
    // Nothing of the docs there: this app's own 404 (the error envelope), as for any unknown path.
    if (answer.statusCode === 404) return reply.callNotFound();
    reply.code(answer.statusCode);
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !OWN_HEADERS.has(name)) reply.header(name, value);
    }
    return reply.send(answer.rawPayload);
  };
  app.get('/api/docs', forward);
  app.get('/api/docs/*', forward);
  app.addHook('onClose', async () => {
    const built = docs && (await docs.catch(() => undefined));
    await built?.close();
  });
}

async function buildDocsApp(specification: Record<string, unknown>): Promise<FastifyInstance> {
  const [{ default: fastifySwagger }, { default: fastifySwaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ logger: false });
  await docs.register(fastifySwagger, {
    mode: 'static',
    specification: { document: specification as never },
  });
  await docs.register(fastifySwaggerUi, {
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
  await docs.ready();
  return docs;
}
