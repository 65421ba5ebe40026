import { api } from '../api';
import { loggedOut, type TokenPair } from '../api/auth-actions';
import { clearTokens, getRefreshToken, hasAnyToken, saveTokens } from '../api/token-storage';
import type { AppDispatch } from './store';

// Starting and ending the session: the tokens in localStorage, the user in the auth slice
// (which fills itself from getMyUser). Where the customer goes next is not decided here but
// by the route guards (app/guards.tsx), from the state these leave.

const loadUser = (dispatch: AppDispatch) =>
  dispatch(api.endpoints.getMyUser.initiate(undefined, { forceRefetch: true, subscribe: false }));

/** Startup (SPEC 4): no tokens -> signed out; else load the user; a failure -> forget the tokens. */
export async function restoreSession(dispatch: AppDispatch): Promise<void> {
  if (!hasAnyToken()) {
    dispatch(loggedOut());
    return;
  }
  const { error } = await loadUser(dispatch);
  if (error) {
    clearTokens();
    dispatch(loggedOut());
  }
}

/** After login, registration or Google sign-in: keep the tokens and load the user. Throws when that fails. */
export async function signInWithTokens(dispatch: AppDispatch, tokens: TokenPair): Promise<void> {
  saveTokens(tokens);
  const { error } = await loadUser(dispatch);
  if (error) {
    clearTokens();
    dispatch(loggedOut());
    throw error;
  }
}

/** Revokes the refresh token on the server (best effort), then forgets the session. The basket stays. */
export async function logout(dispatch: AppDispatch): Promise<void> {
  const refreshToken = getRefreshToken();
  if (refreshToken) {
    await dispatch(api.endpoints.logout.initiate({ body: { refreshToken } })).catch(() => undefined);
  }
  forgetSession(dispatch);
}

/** Forgets tokens, user and cached server data on this device. */
export function forgetSession(dispatch: AppDispatch): void {
  clearTokens();
  dispatch(loggedOut());
  dispatch(api.util.resetApiState());
}
