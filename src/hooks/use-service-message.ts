import { useTranslation } from 'react-i18next';
import { outageKind, rateLimitMinutes } from '../api/errors';

/**
 * The message for a failure the service decided, not the form's content: an outage (offline, or the
 * service unavailable) or too many attempts (a 429, with the minutes to wait). Null for anything else.
 * Every form shows it instead of its own failure text, which would blame the customer ("check your
 * current password") or say nothing useful ("something went wrong") about what happened.
 */
export function useServiceMessage() {
  const { t } = useTranslation('common');
  return (error: unknown): string | null => {
    const kind = outageKind(error);
    if (kind) return t(`outage.${kind}`);
    const minutes = rateLimitMinutes(error);
    return minutes === undefined ? null : t('tooManyAttempts', { minutes });
  };
}
