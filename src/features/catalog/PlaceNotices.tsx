import { useTranslation } from 'react-i18next';
import type { Provider } from '../../api';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day (YYYY-MM-DD) in `language`, e.g. "24 Dec" or "24. Dez.". */
export function shortDate(date: string, language: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

/** "Not taking online orders: <reason>" while the place paused them (the server says so and why). */
export function PausedNotice({
  provider,
  className,
}: {
  provider: Pick<Provider, 'orderingPaused'>;
  className?: string;
}) {
  const { t } = useTranslation('catalog');
  if (!provider.orderingPaused) return null;
  const reason = provider.orderingPaused.reason.trim();
  return (
    <span className={className}>
      {reason ? t('providers.pausedReason', { reason }) : t('providers.paused')}
    </span>
  );
}

/** The place's coming closed dates (holidays), with their reasons: "Closed: 24 Dec–26 Dec (Christmas)". */
export function ClosedDates({
  provider,
  className,
}: {
  provider: Pick<Provider, 'closedDates'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation('catalog');
  const dates = provider.closedDates ?? [];
  if (dates.length === 0) return null;
  const words = dates
    .slice(0, 5)
    .map((range) => {
      const from = shortDate(range.from, i18n.language);
      const days = range.from === range.to ? from : `${from}–${shortDate(range.to, i18n.language)}`;
      return range.reason ? `${days} (${range.reason})` : days;
    })
    .join(', ');
  return <span className={className}>{t('providers.closedDates', { dates: words })}</span>;
}
