import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Mutex } from 'async-mutex';
import i18n from 'i18next';
import { detectLanguage } from '../i18n';
import { loggedOut, type TokenPair } from './auth-actions';
import { apiErrorCode } from './errors';
import { storedValueChange, withRefreshLock } from './refresh-lock';
import { clearTokens, getAccessToken, getRefreshToken, REFRESH_TOKEN_KEY, saveTokens } from './token-storage';

// Absolute, because fetch outside a browser page (tests) cannot resolve a relative URL.
export const API_BASE_URL = `${window.location.origin}/api`;

/** Within this tab: one refresh at a time; other tabs are kept out by withRefreshLock. */
const refreshMutex = new Mutex();

/** The language the latest request was asked in (its Accept-Language); undefined before any. */
let languageAsked: string | undefined;
export const lastLanguageAsked = () => languageAsked;

const authorizedBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders: (headers) => {
    const accessToken = getAccessToken();
    const refreshToken = getRefreshToken();
    if (accessToken) headers.set('x-auth-token', accessToken);
    if (refreshToken) headers.set('x-auth-refresh-token', refreshToken);
    // Menus come in the UI's language (store.ts refetches them when it changes). The first screen's
    // data is asked for before i18next has started: in the language it is about to start in.
    const language = i18n.language || detectLanguage();
    headers.set('accept-language', language);
    languageAsked = language;
    return headers;
  },
});

// Sends no token headers: the expired access token must not travel with the refresh.
const refreshBaseQuery = fetchBaseQuery({ baseUrl: API_BASE_URL });

// A 401 from these means "wrong credentials or token", never "session expired".
const ENDPOINTS_WITHOUT_REAUTH = new Set([
  'login',
  'register',
  'refreshToken',
  'logout',
  'requestPasswordRestore',
  'restorePassword',
]);

const needsReauth = (error: FetchBaseQueryError | undefined, endpoint: string) =>
  error?.status === 401 &&
  !ENDPOINTS_WITHOUT_REAUTH.has(endpoint) &&
  apiErrorCode(error) !== 'INVALID_CREDENTIALS';

type ReauthBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/**
 * How a refresh ended: new tokens are stored (by this tab or by another one), the server
 * refused it (the session is over), or it could not be asked (offline, a 5xx: the tokens
 * stay, and the error is what the caller gets).
 */
type RefreshOutcome =
  | { kind: 'refreshed' }
  | { kind: 'refused' }
  | { kind: 'failed'; error: FetchBaseQueryError };

/** The single refresh, run while this tab holds both the mutex and the cross-tab lock. */
async function refreshTokens(
  refreshTokenBefore: string,
  rotatedElsewhere: boolean,
  ...[, api, extraOptions]: Parameters<ReauthBaseQuery>
): Promise<RefreshOutcome> {
  // The tab that replaced this refresh token stored its tokens before letting go of the lock, but they
  // can reach this tab's view of localStorage a moment after the lock does: wait for them rather than
  // refresh again.
  const refreshToken =
    rotatedElsewhere && getRefreshToken() === refreshTokenBefore
      ? await storedValueChange(REFRESH_TOKEN_KEY, refreshTokenBefore)
      : getRefreshToken();
  // Another tab refreshed (new tokens in storage) or logged out (none) while we waited.
  if (refreshToken !== refreshTokenBefore) return refreshToken ? { kind: 'refreshed' } : { kind: 'refused' };

  const refreshed = await refreshBaseQuery(
    { url: '/auth/refreshToken', method: 'PUT', body: { refreshToken } },
    api,
    extraOptions,
  );
  const tokens = (refreshed.data as { data?: TokenPair } | undefined)?.data;
  if (tokens?.accessToken && tokens.refreshToken) {
    // The stored tokens changed while the answer travelled. A logout (here or in another tab) wins:
    // keep it logged out. Tokens another tab stored (it refreshed too, having seen the old refresh
    // token) are as good as these: use them, and do not overwrite them.
    const stored = getRefreshToken();
    if (stored !== refreshToken) return stored ? { kind: 'refreshed' } : { kind: 'refused' };
    saveTokens(tokens);
    return { kind: 'refreshed' };
  }
  // Only the server saying the session is over ends it (SPEC 8, read as README says): the
  // tokens go, and the route guards take the customer to /. An outage keeps them.
  if (refreshed.error?.status === 401) {
    clearTokens();
    api.dispatch(loggedOut());
    return { kind: 'refused' };
  }
  return {
    kind: 'failed',
    error: refreshed.error ?? { status: 'CUSTOM_ERROR', error: 'The token refresh gave no tokens' },
  };
}

/** Refresh attempts made in this tab, and how the last one ended. */
let refreshAttempts = 0;
let lastOutcome: RefreshOutcome | null = null;

/**
 * Gets a usable token pair after a 401 for a request sent with `tokenSent`, refreshing only
 * when nobody has since `attemptsBefore`: requests wait on the mutex in turn, and the ones
 * after the first find the new access token (or the first one's failure) and do not refresh
 * again. A straggler (a 401 for a token that was replaced meanwhile, in this tab or another)
 * is covered the same way: the stored token differs from the one it sent.
 */
function refreshOnce(
  tokenSent: string | null,
  attemptsBefore: number,
  ...[args, api, extraOptions]: Parameters<ReauthBaseQuery>
): Promise<RefreshOutcome> {
  return refreshMutex.runExclusive(async () => {
    const current = getAccessToken();
    if (current !== null && current !== tokenSent) return { kind: 'refreshed' };
    if (refreshAttempts > attemptsBefore && lastOutcome) return lastOutcome;
    const refreshTokenBefore = getRefreshToken();
    // No refresh token: nothing to refresh with. The caller keeps its 401 and the request
    // silently ends, with no redirect.
    if (!refreshTokenBefore) return { kind: 'refused' };
    refreshAttempts += 1;
    lastOutcome = await withRefreshLock(
      refreshTokenBefore,
      (rotatedElsewhere) => refreshTokens(refreshTokenBefore, rotatedElsewhere, args, api, extraOptions),
      getRefreshToken,
    );
    return lastOutcome;
  });
}

/**
 * fetchBaseQuery plus token refresh on 401 (SPEC sections 4 and 8): refresh once per
 * request; while one request refreshes, the others wait for it and retry with the new
 * token instead of refreshing again.
 */
export const baseQueryWithReauth: ReauthBaseQuery = async (args, api, extraOptions) => {
  await refreshMutex.waitForUnlock();
  const tokenSent = getAccessToken();
  const attemptsBefore = refreshAttempts;
  const result = await authorizedBaseQuery(args, api, extraOptions);
  if (!needsReauth(result.error, api.endpoint)) return result;

  const outcome = await refreshOnce(tokenSent, attemptsBefore, args, api, extraOptions);
  if (outcome.kind === 'failed') return { error: outcome.error };
  if (outcome.kind === 'refused' || getAccessToken() === null) return result;
  return authorizedBaseQuery(args, api, extraOptions);
};
