import { createAction } from '@reduxjs/toolkit';

// Apart from the API and the slice, so that the base query can dispatch it without
// importing either (no circular imports).
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** The session ended: logout, a deleted account, a refused refresh, or a failed start. */
export const loggedOut = createAction('auth/loggedOut');
