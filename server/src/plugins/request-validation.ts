import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

// openapi.yaml uses OpenAPI 3.0 keywords (nullable, description, example) that strict JSON Schema rejects.
const BASE_OPTIONS: Options = { strict: false, allErrors: true, removeAdditional: false, useDefaults: true };

export function createOpenApiAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ ...BASE_OPTIONS, ...options });
  addFormats(ajv);
  return ajv;
}

interface HeadersSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/**
 * Node gives header names in lower case, while openapi.yaml writes them as HTTP does (`Idempotency-Key`).
 * Fastify lowers a headers schema's names only for its own validator, so this one does it too.
 */
function lowerCaseHeaderNames(schema: HeadersSchema): HeadersSchema {
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(
        Object.entries(schema.properties).map(([name, property]) => [name.toLowerCase(), property]),
      ),
    }),
    ...(schema.required && { required: schema.required.map((name) => name.toLowerCase()) }),
  };
}

/**
 * Query strings, path params and headers arrive as text and need coercion ("5" -> 5); JSON bodies do not
 * and are checked as sent, so `"rating": "5"` or an unknown property is a 400, never silently fixed.
 */
export function installRequestValidation(app: FastifyInstance): void {
  const bodyAjv = createOpenApiAjv({ coerceTypes: false });
  const textAjv = createOpenApiAjv({ coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : textAjv).compile(
      httpPart === 'headers' ? lowerCaseHeaderNames(schema as HeadersSchema) : (schema as object),
    ),
  );
}
