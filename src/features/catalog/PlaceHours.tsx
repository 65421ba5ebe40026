import { useTranslation } from 'react-i18next';
import type { Provider } from '../../api';
import { todayHours } from './today-hours';

/**
 * A place's opening hours today ("Today 07:30–20:00", or "Closed today") and, while it is closed,
 * that an order placed now is for later (checkout offers its next pickup times).
 */
export function PlaceHours({
  provider,
  className,
}: {
  provider: Pick<Provider, 'openingHours' | 'timezone' | 'isOpenNow'>;
  className?: string;
}) {
  const { t } = useTranslation('catalog');
  const hours = todayHours(provider);
  return (
    <span className={className}>
      {hours ? t('providers.todayHours', { hours }) : t('providers.closedToday')}
      {!provider.isOpenNow && ` · ${t('providers.orderForLater')}`}
    </span>
  );
}
