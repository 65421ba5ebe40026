import { useTranslation } from 'react-i18next';
import type { Provider } from '../../api';
import { nextOpening, todayHours, weekdayName } from './today-hours';

/**
 * A place's opening hours today ("Today 07:30–20:00", or "Closed today") and, while it is closed, when
 * it opens next ("Opens tomorrow at 07:30.") and that an order placed now is for later (checkout offers
 * its next pickup times).
 */
export function PlaceHours({
  provider,
  className,
}: {
  provider: Pick<Provider, 'openingHours' | 'timezone' | 'isOpenNow'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation('catalog');
  const hours = todayHours(provider);
  const next = provider.isOpenNow ? undefined : nextOpening(provider);
  const opens =
    next &&
    (next.inDays === 0
      ? t('providers.opensToday', { time: next.time })
      : next.inDays === 1
        ? t('providers.opensTomorrow', { time: next.time })
        : t('providers.opensOn', { day: weekdayName(next.day, i18n.language), time: next.time }));
  return (
    <span className={className}>
      {hours ? t('providers.todayHours', { hours }) : t('providers.closedToday')}
      {!provider.isOpenNow && ` · ${opens ? `${opens} ` : ''}${t('providers.orderForLater')}`}
    </span>
  );
}
