import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiErrorCode, apiErrorStatus } from '../../api/errors';

const KNOWN_ERRORS = [
  'google_failed',
  'incomplete',
  'complete_failed',
  'not_configured',
  'session_expired',
  'user_not_found',
] as const;

/** Set by the route guards when a signed-out customer opens a private page. */
export const NOT_AUTHENTICATED = 'not_authenticated';

/** The translated message for an `error` query parameter (SPEC section 8); unknown codes get the generic one. */
export function useAuthErrorMessage(code: string | null): string | null {
  const { t } = useTranslation('auth');
  if (!code) return null;
  if (code === NOT_AUTHENTICATED) return t('notAuthenticated', { ns: 'common' });
  const known = KNOWN_ERRORS.find((candidate) => candidate === code);
  return known ? t(`callbackErrors.${known}`) : t('callbackErrors.error');
}

/** The seconds a 429 says to wait (`error.details.retryAfterSeconds`), if it says. */
function retryAfterSeconds(error: unknown): number | undefined {
  const data = (error as { data?: { error?: { details?: { retryAfterSeconds?: unknown } } } } | undefined)
    ?.data;
  const seconds = data?.error?.details?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

/**
 * The login form's message for a failed login: wrong email or password; too many attempts, with when to
 * try again (in whole minutes, from the server's `retryAfterSeconds`); or the generic one.
 */
export function loginFailureMessage(error: unknown, t: TFunction<'auth'>): string {
  if (apiErrorStatus(error) === 401) return t('login.invalidCredentials');
  if (apiErrorCode(error) === 'RATE_LIMITED') {
    const minutes = Math.max(1, Math.ceil((retryAfterSeconds(error) ?? 15 * 60) / 60));
    return t('login.tooManyAttempts', { minutes });
  }
  return t('genericError', { ns: 'common' });
}
