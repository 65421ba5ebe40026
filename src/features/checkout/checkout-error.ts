import type { TFunction } from 'i18next';
import { apiErrorCode, apiErrorStatus, type ErrorEnvelope } from '../../api';
import { formatDayTime } from '../../lib/format-date';

const details = (error: unknown): NonNullable<ErrorEnvelope['error']['details']> =>
  ((error as { data?: ErrorEnvelope } | undefined)?.data?.error?.details ?? {}) as NonNullable<
    ErrorEnvelope['error']['details']
  >;

/** The customer's words for a refused or failed checkout, in their language. */
export function checkoutErrorMessage(
  error: unknown,
  t: TFunction<'orders'>,
  language: string,
  timeZone: string | undefined,
): string {
  const code = apiErrorCode(error);
  switch (code) {
    case 'INSUFFICIENT_POINTS':
      return t('checkout.notEnoughPoints', { points: details(error).pointsNeeded ?? 0 });
    case 'PLACE_CLOSED': {
      const opensAt = details(error).opensAt;
      return opensAt
        ? t('errors.PLACE_CLOSED_opens', { time: formatDayTime(opensAt, language, timeZone) })
        : t('errors.PLACE_CLOSED');
    }
    case 'PRODUCT_UNAVAILABLE':
    case 'INVALID_EXTRAS':
    case 'TOO_MANY_EXTRAS':
    case 'OTHER_PROVIDER':
    case 'POINTS_NOT_ACCEPTED':
    case 'PICKUP_TIME_INVALID':
    case 'PICKUP_SLOT_FULL':
    case 'ORDERING_PAUSED':
    case 'IDEMPOTENCY_KEY_REUSED':
    case 'VALIDATION_ERROR':
      return t(`errors.${code}`);
    default:
      break;
  }
  const status = apiErrorStatus(error);
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return t('errors.offline');
  return t('errors.generic');
}
