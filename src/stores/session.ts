import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { User } from '../api';
import { api } from '../api';
import { loggedOut, type TokenPair, tokensReceived } from '../api/auth-actions';
import { clearTokens, getRefreshToken, hasAnyToken, saveTokens } from '../api/token-storage';
import { paths } from '../config/paths';
import { hasRequiredConsents } from '../lib/consents';
import { loggedIn } from './auth-slice';

// Thunk-style helpers around the session; they take the store's dispatch so the
// screens and the startup flow share one implementation.
// biome-ignore lint/suspicious/noExplicitAny: any store state; only dispatch is used
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

export async function fetchCurrentUser(dispatch: Dispatch): Promise<User> {
  const response = await dispatch(
    api.endpoints.getMyUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
  ).unwrap();
  return response.data;
}

/** Startup (SPEC 4): no tokens -> logged out; else load the user; any failure -> forget the tokens. */
export async function restoreSession(dispatch: Dispatch): Promise<void> {
  if (!hasAnyToken()) {
    dispatch(loggedOut());
    return;
  }
  try {
    dispatch(loggedIn(await fetchCurrentUser(dispatch)));
  } catch {
    clearTokens();
    dispatch(loggedOut());
  }
}

/** After login, registration or Google sign-in: keep the tokens and load the user. */
export async function signInWithTokens(dispatch: Dispatch, tokens: TokenPair): Promise<User> {
  saveTokens(tokens);
  dispatch(tokensReceived(tokens));
  try {
    const user = await fetchCurrentUser(dispatch);
    dispatch(loggedIn(user));
    return user;
  } catch (error) {
    clearTokens();
    dispatch(loggedOut());
    throw error;
  }
}

/** Where a freshly signed-in user goes: profile completion, then consents, then the restaurants. */
export async function routeAfterSignIn(dispatch: Dispatch, user: User): Promise<string> {
  if (!user.profileComplete) return paths.register.getHref({ mode: 'google' });
  try {
    const response = await dispatch(api.endpoints.getUserConsents.initiate({ userId: user.userId })).unwrap();
    return hasRequiredConsents(response.data.consents)
      ? paths.selectRestaurant.getHref()
      : paths.consentManagement.getHref();
  } catch {
    return paths.consentManagement.getHref();
  }
}

/** Revokes the refresh token on the server (best effort), then forgets the session. The basket stays. */
export async function logout(dispatch: Dispatch): Promise<void> {
  const refreshToken = getRefreshToken();
  if (refreshToken) {
    await dispatch(api.endpoints.logout.initiate({ body: { refreshToken } })).catch(() => undefined);
  }
  forgetSession(dispatch);
}

/** Forgets tokens, user and cached server data on this device. */
export function forgetSession(dispatch: Dispatch): void {
  clearTokens();
  dispatch(loggedOut());
  dispatch(api.util.resetApiState());
}
