import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The machine-readable code of the server's error envelope, if the error has one. */
export function apiErrorCode(error: unknown): string | undefined {
  const data = (error as FetchBaseQueryError | undefined)?.data as { error?: { code?: unknown } } | undefined;
  return typeof data?.error?.code === 'string' ? data.error.code : undefined;
}

export function apiErrorStatus(error: unknown): number | string | undefined {
  return (error as FetchBaseQueryError | undefined)?.status;
}
