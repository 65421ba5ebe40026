import { createAction } from '@reduxjs/toolkit';

// Kept apart from the slice and the API so that the base query can dispatch them
// without importing either (no circular imports).
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export const tokensReceived = createAction<TokenPair>('auth/tokensReceived');
export const loggedOut = createAction('auth/loggedOut');
