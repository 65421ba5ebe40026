import { useTranslation } from 'react-i18next';

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
