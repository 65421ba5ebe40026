// One error shape for every failure the API reports: { error: { message, code, fields? } }.
// Handlers throw AppError; plugins/error-handler.ts turns it into the envelope.
import type { Schema } from '../api/handler';

/** The machine-readable codes of openapi.yaml's ErrorCode. */
export type ErrorCode = Schema<'ErrorCode'>;

/** One invalid field of a request, as the envelope lists it. */
export type FieldError = NonNullable<Schema<'ErrorEnvelope'>['error']['fields']>[number];

/** Numbers and times a message is built from, for the client's own translated text. */
export type ErrorDetails = NonNullable<Schema<'ErrorEnvelope'>['error']['details']>;

/**
 * The bounds openapi.yaml's ErrorEnvelope declares (`maxLength`, `maxItems`): a message or field built
 * from the request (an unknown route's URL, the path of an unknown property, every problem of a body
 * with hundreds of bad lines) is cut to them, so that the answer stays within the contract.
 */
export const MAX_ERROR_MESSAGE = 1000;
export const MAX_FIELD_ERRORS = 100;
export const MAX_FIELD_PATH = 500;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export class AppError extends Error {
  readonly fields?: FieldError[];

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    fields?: FieldError[],
    readonly details?: ErrorDetails,
    /** Sent as the Retry-After header (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(cut(message, MAX_ERROR_MESSAGE));
    this.name = 'AppError';
    this.fields = fields?.slice(0, MAX_FIELD_ERRORS).map((field) => ({
      field: cut(field.field, MAX_FIELD_PATH),
      message: cut(field.message, MAX_ERROR_MESSAGE),
    }));
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const forbidden = (message = 'You may not do that') => new AppError(403, 'FORBIDDEN', message);
export const unauthenticated = (message = 'You are not authenticated') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const badRequest = (message: string, fields?: FieldError[]) =>
  new AppError(400, 'VALIDATION_ERROR', message, fields);
export const serviceUnavailable = () =>
  new AppError(
    503,
    'SERVICE_UNAVAILABLE',
    'The service is temporarily unavailable. Please try again in a moment.',
  );
/** 429 RATE_LIMITED with Retry-After, and the seconds in `details` for the client's own text. */
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, { retryAfterSeconds }, retryAfterSeconds);
