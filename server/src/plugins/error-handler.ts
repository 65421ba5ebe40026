import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable, isDataException } from '../lib/database-errors';
import { AppError, type FieldError, serviceUnavailable } from '../lib/errors';

interface SchemaError {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

const PART_NAMES: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
  headers: 'headers',
};

/** Turns Ajv errors into `{ field, message }` pairs, field being a dotted path such as `items.0.quantity`. */
export function toFieldErrors(errors: SchemaError[]): FieldError[] {
  return errors.map((error) => {
    const segments = error.instancePath.split('/').filter(Boolean);
    const property = error.params.missingProperty ?? error.params.additionalProperty;
    if (typeof property === 'string') segments.push(property);
    const message =
      error.keyword === 'additionalProperties' ? 'is not an accepted field' : (error.message ?? 'is invalid');
    return { field: segments.join('.') || '(root)', message };
  });
}

/** The error envelope of openapi.yaml; `requestId` names the request in the logs. */
export function envelope(error: AppError, requestId?: string) {
  return {
    error: {
      message: error.message,
      code: error.code,
      ...(requestId ? { requestId } : {}),
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.details ? { details: error.details } : {}),
    },
  };
}

/** Maps any failure to the one error envelope of openapi.yaml. */
function toAppError(error: FastifyError & { errors?: unknown[] }): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error.validation) {
    const fields = toFieldErrors(error.validation as SchemaError[]);
    const part = PART_NAMES[error.validationContext ?? ''] ?? 'request';
    const summary = fields.map((field) => `${field.field} ${field.message}`).join('; ');
    return new AppError(400, 'VALIDATION_ERROR', `Invalid ${part}: ${summary}`, fields);
  }
  // The routes' security pre-handler (contract-routes.ts) wraps what the security handler threw.
  if (error.name === 'Unauthorized' && Array.isArray(error.errors)) {
    const cause = error.errors.find((inner): inner is AppError => inner instanceof AppError);
    if (!cause && error.errors.some(isDatabaseUnavailable)) return serviceUnavailable();
    return cause ?? new AppError(401, 'UNAUTHENTICATED', 'You are not authenticated');
  }
  // An outage is not the caller's fault and changed nothing: 503, the client keeps its session and retries.
  if (isDatabaseUnavailable(error)) return serviceUnavailable();
  // A value the contract lets through but PostgreSQL refuses (a date out of its range, say): bad input.
  if (isDataException(error)) {
    return new AppError(400, 'VALIDATION_ERROR', 'Invalid request: a value is out of the accepted range');
  }
  // Fastify's own client errors: malformed JSON, wrong content type, body too large.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500 && error.code?.startsWith('FST_')) {
    if (status === 415) {
      return new AppError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Unsupported Media Type: send the body as application/json',
      );
    }
    return new AppError(status, 'VALIDATION_ERROR', error.message);
  }
  return undefined;
}

export function installErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError) {
      if (appError.statusCode >= 500) request.log.error({ err: error }, appError.message);
      if (appError.retryAfterSeconds !== undefined) reply.header('retry-after', appError.retryAfterSeconds);
      return reply.code(appError.statusCode).send(envelope(appError, request.id));
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply
      .code(500)
      .send(envelope(new AppError(500, 'INTERNAL', 'Something went wrong. Please try again.'), request.id));
  });
}

export function apiNotFound(method: string, url: string, requestId: string) {
  return envelope(new AppError(404, 'NOT_FOUND', `No API route ${method} ${url.split('?')[0]}`), requestId);
}
