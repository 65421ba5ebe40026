import { useTranslation } from 'react-i18next';
import { outageKind } from '../api/errors';

/**
 * The message for an outage (offline, or the service unavailable), or null when the error
 * is something else: forms show it instead of their own failure text, which would blame
 * the customer ("check your current password") for what is not their doing.
 */
export function useOutageMessage() {
  const { t } = useTranslation('common');
  return (error: unknown): string | null => {
    const kind = outageKind(error);
    return kind ? t(`outage.${kind}`) : null;
  };
}
