import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { AppError, type FieldError } from '../lib/errors';

// openapi.yaml uses OpenAPI 3.0 keywords (nullable, description, example) that strict JSON Schema rejects.
// Its schemas are checked where they are written (npm run lint: Redocly, Spectral), not against JSON
// Schema's meta-schema at run time, which Ajv compiles first (some 15 ms per Ajv, at a start's first
// answer and first requests).
const BASE_OPTIONS: Options = {
  strict: false,
  allErrors: true,
  removeAdditional: false,
  useDefaults: true,
  validateSchema: false,
};

/**
 * An Ajv for openapi.yaml's schemas. `formats` is ajv-formats' mode: `full` (requests) checks a date
 * against the calendar, `fast` only its shape, with one regular expression.
 */
export function createOpenApiAjv(options: Options = {}, formats: 'full' | 'fast' = 'full'): Ajv {
  const ajv = new Ajv({ ...BASE_OPTIONS, ...options });
  addFormats(ajv, { mode: formats });
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
  app.setValidatorCompiler(({ schema, httpPart }) => {
    // A binary body (an uploaded image) is a Buffer, which JSON Schema cannot describe: its bytes are the
    // handler's to check; here only that it is bytes within the declared length.
    const binary = schema as { format?: string; maxLength?: number };
    if (httpPart === 'body' && binary.format === 'binary') return binaryBodyValidator(binary.maxLength);
    return compiledOnFirstUse(() =>
      (httpPart === 'body' ? bodyAjv : textAjv).compile(
        httpPart === 'headers' ? lowerCaseHeaderNames(schema as HeadersSchema) : (schema as object),
      ),
    );
  });
}

function binaryBodyValidator(maxLength = Number.POSITIVE_INFINITY) {
  const check = (data: unknown): boolean => {
    const valid = Buffer.isBuffer(data) && data.length <= maxLength;
    check.errors = valid
      ? null
      : ([
          {
            instancePath: '',
            schemaPath: '#/format',
            keyword: 'format',
            params: {},
            message: "must be the file's bytes",
          },
        ] as ValidateFunction['errors']);
    return valid;
  };
  check.errors = null as ValidateFunction['errors'];
  return check;
}

/** The binary bodies some operations take (uploadImage), read as bytes up to this size. */
export const BINARY_CONTENT_TYPES = [
  'application/octet-stream',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
];
export const MAX_BINARY_BODY = 5 * 1024 * 1024;

/**
 * A validator compiled when it is first used, not when the server starts: compiling every operation's
 * schemas took some 0.5 s of each start, for operations most starts never see. Fastify reads a failed
 * validation's `errors` from the function it was given, so they are copied onto it.
 */
export function compiledOnFirstUse(compile: () => ValidateFunction): ((data: unknown) => boolean) & {
  errors?: ValidateFunction['errors'];
} {
  let validate: ValidateFunction | undefined;
  const check = (data: unknown): boolean => {
    validate ??= compile();
    const valid = validate(data) as boolean;
    check.errors = validate.errors;
    return valid;
  };
  check.errors = null as ValidateFunction['errors'];
  return check;
}

// C0 control characters and DEL, except tab, line feed and carriage return (a feedback message may have
// lines). PostgreSQL refuses NUL in text outright; the others have no business in names, emails or searches.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * How deep a body, query or path may nest. The contract's deepest request (a checkout: basket, line,
 * extras) is a few levels; some 3,400 levels overflowed the stack of the old recursive walk (a 500 on
 * every operation with a body, login and register included).
 */
const MAX_INPUT_DEPTH = 32;

class TooDeeplyNested extends Error {}

/**
 * Dotted paths of the strings in `value` that contain a control character, walking with a stack of its
 * own (never the call stack); throws TooDeeplyNested as soon as a value lies deeper than MAX_INPUT_DEPTH.
 */
function controlCharacterFields(value: unknown, found: string[] = []): string[] {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (CONTROL_CHARACTER.test(next.value)) found.push(next.path.join('.') || '(root)');
    } else if (next.value && typeof next.value === 'object') {
      if (next.path.length >= MAX_INPUT_DEPTH) throw new TooDeeplyNested();
      const children = Object.entries(next.value);
      // Pushed last to first, so fields are reported in the order they were sent.
      for (let index = children.length - 1; index >= 0; index--) {
        const [key, inner] = children[index] as [string, unknown];
        pending.push({ value: inner, path: [...next.path, key] });
      }
      for (const [key] of children) {
        if (CONTROL_CHARACTER.test(key)) found.push([...next.path, key].join('.'));
      }
    }
  }
  return found;
}

/**
 * Refuses, before validation and before any handler, what no operation accepts: text with control
 * characters (a NUL in a name or `search=%00` reached PostgreSQL and failed as a 500), input nested deeper
 * than MAX_INPUT_DEPTH, and bodies in a content type openapi.yaml does not declare (only JSON is parsed;
 * anything else is a 415).
 */
export function installInputGuards(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/octet-stream');
  app.addContentTypeParser(
    BINARY_CONTENT_TYPES,
    { parseAs: 'buffer', bodyLimit: MAX_BINARY_BODY },
    (_request, body, done) => done(null, body),
  );
  app.addHook('preValidation', async (request) => {
    if (Buffer.isBuffer(request.body)) {
      // Bytes are parsed for every route; only one that declares this content type takes them.
      const declared = (
        request.routeOptions.schema?.body as { content?: Record<string, unknown> } | undefined
      )?.content;
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!declared?.[type])
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Unsupported Media Type: ${type}`);
      return;
    }
    const parts = { body: request.body, query: request.query, params: request.params } as const;
    let fields: FieldError[];
    try {
      fields = Object.values(parts).flatMap((value) =>
        controlCharacterFields(value).map((field) => ({
          field,
          message: 'must not contain control characters',
        })),
      );
    } catch (error) {
      if (!(error instanceof TooDeeplyNested)) throw error;
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        `Invalid request: nested deeper than ${MAX_INPUT_DEPTH} levels`,
      );
    }
    if (fields.length > 0) {
      const summary = fields.map((field) => `${field.field} ${field.message}`).join('; ');
      throw new AppError(400, 'VALIDATION_ERROR', `Invalid request: ${summary}`, fields);
    }
  });
}
