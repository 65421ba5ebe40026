import { api } from '../api';
import { loggedOut, type TokenPair } from '../api/auth-actions';
import {
  clearTokens,
  getRefreshToken,
  hasAnyToken,
  REFRESH_TOKEN_KEY,
  saveTokens,
  userIdFromAccessToken,
} from '../api/token-storage';
import { type SessionOutage, sessionRestoreInterrupted } from './auth-slice';
import type { AppDispatch, RootState } from './store';

// Starting and ending the session: the tokens in localStorage, the user in the auth slice
// (which fills itself from getMyUser). Where the customer goes next is not decided here but
// by the route guards (app/guards.tsx), from the state these leave.
//
// SPEC section 4 says a failed start "removes both tokens and logs out". We read "failure"
// as the server refusing the session (README, "Sessions and outages"): a refused refresh,
// or getMyUser answering 401/403/404. Being offline or the service failing (a 5xx, a
// timeout, 429) keeps the tokens; the app shows the outage and tries again.

type Dispatch = AppDispatch;

const loadUser = (dispatch: Dispatch) =>
  dispatch(api.endpoints.getMyUser.initiate(undefined, { forceRefetch: true, subscribe: false }));

/** What a failed getMyUser means for the session: over, or an outage to wait out. */
function sessionFailure(error: unknown): 'ended' | SessionOutage {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 401 || status === 403 || status === 404) return 'ended';
  if (status === 'FETCH_ERROR' && typeof navigator !== 'undefined' && navigator.onLine === false)
    return 'offline';
  return 'unavailable';
}

export type RestoreOutcome = 'signedIn' | 'signedOut' | SessionOutage;

async function loadSession(dispatch: Dispatch): Promise<RestoreOutcome> {
  const { error } = await loadUser(dispatch);
  if (!error) {
    // Another tab logged out while the answer travelled.
    if (hasAnyToken()) return 'signedIn';
    dispatch(loggedOut());
    return 'signedOut';
  }
  const failure = sessionFailure(error);
  if (failure === 'ended') {
    clearTokens();
    dispatch(loggedOut());
    return 'signedOut';
  }
  dispatch(sessionRestoreInterrupted(failure));
  return failure;
}

/**
 * Startup (SPEC 4): no tokens -> signed out; else load the user. The server refusing the
 * session forgets the tokens; an outage keeps them (the auth state says which outage, and
 * app/SessionBootstrap retries). Also what a retry calls.
 */
export async function restoreSession(dispatch: Dispatch): Promise<RestoreOutcome> {
  if (!hasAnyToken()) {
    dispatch(loggedOut());
    return 'signedOut';
  }
  prefetchSessionData(dispatch);
  return loadSession(dispatch);
}

/**
 * Starts, beside getMyUser, what a signed-in start needs next: the user's consents (the
 * consent gate), with the user id read from the access token, so they do not wait for
 * getMyUser's answer. Asked again on every attempt: one that failed in an outage is retried.
 */
function prefetchSessionData(dispatch: Dispatch): void {
  const userId = userIdFromAccessToken();
  if (userId) dispatch(api.util.prefetch('getUserConsents', { userId }, {}));
}

/**
 * After login, registration or Google sign-in: keep the tokens and load the user. Throws when
 * the server refuses the new session (its tokens are forgotten). An outage keeps them and
 * leaves the auth state restoring, like a start during an outage.
 */
export async function signInWithTokens(dispatch: Dispatch, tokens: TokenPair): Promise<RestoreOutcome> {
  saveTokens(tokens);
  prefetchSessionData(dispatch);
  const outcome = await loadSession(dispatch);
  if (outcome === 'signedOut') throw new Error('The server refused the new session');
  return outcome;
}

/** Revokes the refresh token on the server (best effort), then forgets the session and the basket. */
export async function logout(dispatch: Dispatch): Promise<void> {
  // The next person on this device must not get this account's notifications. Loaded here, not with the
  // first screen (its budget, e2e/budget.spec.ts).
  const { unsubscribePush } = await import(/* webpackChunkName: "push-subscription" */ './push-subscription');
  await unsubscribePush(dispatch);
  const refreshToken = getRefreshToken();
  if (refreshToken) {
    await dispatch(api.endpoints.logout.initiate({ body: { refreshToken } })).catch(() => undefined);
  }
  forgetSession(dispatch);
}

/**
 * Forgets tokens, user, basket and cached server data on this device (the basket slice
 * empties itself on loggedOut: the next person on the device must not see it). Other tabs
 * follow through followOtherTabs.
 */
export function forgetSession(dispatch: Dispatch): void {
  clearTokens();
  dispatch(loggedOut());
  dispatch(api.util.resetApiState());
}

/**
 * Keeps this tab in step with the others (issue 13): a logout there (the refresh token
 * removed from localStorage) logs this tab out; a sign-in there starts the session here.
 * Token refreshes by another tab need nothing: the tokens are read from storage on every
 * request. Returns the function that stops listening.
 */
export function followOtherTabs(dispatch: Dispatch, getState: () => RootState): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage || (event.key !== REFRESH_TOKEN_KEY && event.key !== null)) return;
    const { isAuthenticated, isLoading } = getState().auth;
    if (!getRefreshToken()) {
      if (isAuthenticated || isLoading) {
        dispatch(loggedOut());
        dispatch(api.util.resetApiState());
      }
    } else if (!isAuthenticated && !isLoading) {
      void restoreSession(dispatch);
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
