import type { TokenPair } from './auth-actions';
import { forgetLastSeen } from './last-seen';

export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export const getAccessToken = (): string | null => localStorage.getItem(ACCESS_TOKEN_KEY);
export const getRefreshToken = (): string | null => localStorage.getItem(REFRESH_TOKEN_KEY);

export function saveTokens(tokens: TokenPair): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
}

/** Ends the session on this device: its tokens, and what the customer last saw (last-seen.ts). */
export function clearTokens(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
  forgetLastSeen();
}

export const hasAnyToken = (): boolean => Boolean(getAccessToken() || getRefreshToken());

/**
 * The user id (`sub`) an access token was issued to, read without verifying it: only to start
 * the user's own requests (their consents) before getMyUser answers. The server checks the
 * token on every request; a wrong or unreadable one costs a wasted request, nothing more.
 */
export function userIdFromAccessToken(token: string | null = getAccessToken()): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { sub } = JSON.parse(json) as { sub?: unknown };
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}
