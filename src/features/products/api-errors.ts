import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** A 400 (malformed id) or 404 (unknown id): the address is wrong, retrying will not help. */
export function isBadIdError(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return !!error && 'status' in error && (error.status === 400 || error.status === 404);
}
