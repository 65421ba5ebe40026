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

/** A 400 (malformed id) or 404 (unknown id): the address is wrong, retrying will not help. */
export function isBadIdError(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  const status = apiErrorStatus(error);
  return status === 400 || status === 404;
}
