import type { ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { createOpenApiAjv } from './request-validation';

type ResponseSchemas = Record<string, { content?: Record<string, { schema?: object }> } | undefined>;

const GENERIC_FAILURE = { error: { message: 'Something went wrong. Please try again.', code: 'INTERNAL' } };

/**
 * Checks every JSON body a route sends against the response schema openapi.yaml declares for its status
 * (exact code, then default). A body that does not match is never sent: it is logged and replaced by a
 * 500 INTERNAL. Validators are compiled once, when the route is registered.
 */
export function installResponseValidation(app: FastifyInstance): void {
  const ajv = createOpenApiAjv();
  const validatorsByRoute = new Map<string, Map<string, ValidateFunction>>();
  const routeKey = (method: string, url: string) => `${method} ${url}`;

  app.addHook('onRoute', (route) => {
    const responses = (route.schema as { response?: ResponseSchemas } | undefined)?.response;
    if (!responses) return;
    const validators = new Map<string, ValidateFunction>();
    for (const [status, response] of Object.entries(responses)) {
      const schema = response?.content?.['application/json']?.schema;
      if (schema) validators.set(status, ajv.compile(schema));
    }
    for (const method of [route.method].flat())
      validatorsByRoute.set(routeKey(method, route.url), validators);
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    const validators = validatorsByRoute.get(routeKey(request.method, request.routeOptions.url ?? ''));
    if (!validators) return payload;
    const validate = validators.get(String(reply.statusCode)) ?? validators.get('default');
    if (validate?.(payload)) return payload;
    request.log.error(
      { statusCode: reply.statusCode, errors: validate?.errors ?? 'no response schema for this status' },
      'Response does not match openapi.yaml; sent 500 instead',
    );
    reply.code(500);
    return GENERIC_FAILURE;
  });
}
