import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorEnvelope } from './generated.gen';

// Reading the server's error envelope ({ error: { code, message } }) from what RTK Query
// gives a caller: written once here, for the base query and for the screens.

export type ApiErrorCode = ErrorEnvelope['error']['code'];

/** The machine-readable code of the server's error envelope, if the error has one. */
export function apiErrorCode(error: unknown): ApiErrorCode | undefined {
  const data = (error as FetchBaseQueryError | undefined)?.data as { error?: { code?: unknown } } | undefined;
  return typeof data?.error?.code === 'string' ? (data.error.code as ApiErrorCode) : undefined;
}

/** The HTTP status, or fetchBaseQuery's name for a failure without one ('FETCH_ERROR', ...). */
export function apiErrorStatus(error: unknown): number | string | undefined {
  return (error as FetchBaseQueryError | undefined)?.status;
}

/** The numbers the server built its message from (`error.details`), for the app's own translated text. */
export function apiErrorDetails(error: unknown): NonNullable<ErrorEnvelope['error']['details']> {
  const data = (error as FetchBaseQueryError | undefined)?.data as Partial<ErrorEnvelope> | undefined;
  return data?.error?.details ?? {};
}

/** The names of the request fields the server refused (`error.fields`). */
export function apiErrorFields(error: unknown): string[] {
  const data = (error as FetchBaseQueryError | undefined)?.data as Partial<ErrorEnvelope> | undefined;
  const fields = data?.error?.fields;
  return Array.isArray(fields) ? fields.map((field) => field.field) : [];
}

/** A 400 (malformed id) or 404 (unknown id): the address is wrong, retrying will not help. */
export function isBadIdError(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  const status = apiErrorStatus(error);
  return status === 400 || status === 404;
}

/**
 * For a 429 (`RATE_LIMITED`): the whole minutes to wait before trying again, from the server's
 * `details.retryAfterSeconds` (at least 1); undefined for any other failure.
 */
export function rateLimitMinutes(error: unknown): number | undefined {
  if (apiErrorCode(error) !== 'RATE_LIMITED') return undefined;
  const seconds = apiErrorDetails(error).retryAfterSeconds;
  return Math.max(1, Math.ceil((typeof seconds === 'number' && seconds > 0 ? seconds : 60) / 60));
}

/**
 * A failure that is not the customer's doing, so never to be reported as their mistake:
 * no connection ('offline'), or the service failing or unreachable ('unavailable': a 5xx,
 * a timeout, a request that got no answer while the device is online).
 */
export function outageKind(error: unknown): 'offline' | 'unavailable' | undefined {
  const status = apiErrorStatus(error);
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
    return typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'unavailable';
  }
  return typeof status === 'number' && status >= 500 ? 'unavailable' : undefined;
}
