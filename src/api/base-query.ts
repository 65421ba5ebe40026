import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Mutex } from 'async-mutex';
import { loggedOut, type TokenPair } from './auth-actions';
import { apiErrorCode } from './errors';
import { clearTokens, getAccessToken, getRefreshToken, saveTokens } from './token-storage';

// Absolute, because fetch outside a browser page (tests) cannot resolve a relative URL.
export const API_BASE_URL = `${window.location.origin}/api`;

const refreshMutex = new Mutex();

const authorizedBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders: (headers) => {
    const accessToken = getAccessToken();
    const refreshToken = getRefreshToken();
    if (accessToken) headers.set('x-auth-token', accessToken);
    if (refreshToken) headers.set('x-auth-refresh-token', refreshToken);
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

/** Runs the single refresh. Returns true when a new token pair is stored. */
async function refreshTokens(...[, api, extraOptions]: Parameters<ReauthBaseQuery>): Promise<boolean> {
  const refreshToken = getRefreshToken();
  // No refresh token: nothing to refresh with. The caller keeps its 401 and the
  // request silently ends, with no redirect.
  if (!refreshToken) return false;
  const refreshed = await refreshBaseQuery(
    { url: '/auth/refreshToken', method: 'PUT', body: { refreshToken } },
    api,
    extraOptions,
  );
  const tokens = (refreshed.data as { data?: TokenPair } | undefined)?.data;
  if (tokens?.accessToken && tokens.refreshToken) {
    saveTokens(tokens);
    return true;
  }
  // A refused refresh ends the session (SPEC 8); the route guards take the customer to /.
  clearTokens();
  api.dispatch(loggedOut());
  return false;
}

/**
 * fetchBaseQuery plus token refresh on 401 (SPEC sections 4 and 8): refresh once per
 * request; while one request refreshes, the others wait for it and retry with the new
 * token instead of refreshing again.
 */
export const baseQueryWithReauth: ReauthBaseQuery = async (args, api, extraOptions) => {
  await refreshMutex.waitForUnlock();
  const tokenSent = getAccessToken();
  let result = await authorizedBaseQuery(args, api, extraOptions);
  if (!needsReauth(result.error, api.endpoint)) return result;

  if (refreshMutex.isLocked()) {
    await refreshMutex.waitForUnlock();
  } else {
    const release = await refreshMutex.acquire();
    try {
      // Someone else refreshed between our request and now: just retry.
      const alreadyRefreshed = getAccessToken() !== tokenSent && getAccessToken() !== null;
      if (!alreadyRefreshed && !(await refreshTokens(args, api, extraOptions))) return result;
    } finally {
      release();
    }
  }
  if (getAccessToken() === null) return result;
  result = await authorizedBaseQuery(args, api, extraOptions);
  return result;
};
