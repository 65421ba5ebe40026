import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiErrorStatus } from '../../api/errors';

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

/**
 * The login form's message for a failed login that is not an outage or a rate limit (useServiceMessage
 * says those): wrong email or password, or the generic one.
 */
export function loginFailureMessage(error: unknown, t: TFunction<'auth'>): string {
  if (apiErrorStatus(error) === 401) return t('login.invalidCredentials');
  return t('genericError', { ns: 'common' });
}
