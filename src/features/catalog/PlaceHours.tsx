import { useTranslation } from 'react-i18next';
import type { Provider } from '../../api';

const weekdayNames = new Map<string, Intl.DateTimeFormat>();

/** The name of a weekday (0 = Sunday) in `language`, e.g. "Monday", "lunes". */
export function weekdayName(day: number, language: string): string {
  let format = weekdayNames.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    weekdayNames.set(language, format);
  }
  // 7 January 2024 was a Sunday.
  return format.format(new Date(Date.UTC(2024, 0, 7 + day, 12)));
}

/**
 * A place's opening hours today ("Today 07:30–20:00", or "Closed today") and, while it is closed, when
 * it opens next ("Opens tomorrow at 07:30.") and that an order placed now is for later (checkout offers
 * its next pickup times). The server says all of it, on the place's own wall clock (listProviders,
 * getProvider): the app only words it.
 */
export function PlaceHours({
  provider,
  className,
}: {
  provider: Pick<Provider, 'isOpenNow' | 'todayHours' | 'nextOpening'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation('catalog');
  const hours = provider.todayHours.map((window) => `${window.opens}–${window.closes}`).join(', ');
  const next = provider.isOpenNow ? null : provider.nextOpening;
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
