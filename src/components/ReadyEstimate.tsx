import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../lib/format-date';

/** How far an estimate must move from the one last read out before screen readers hear it again. */
const ANNOUNCE_AFTER_MS = 5 * 60_000;

export interface ReadyEstimateProps {
  /** The estimate (Order.estimatedReadyAt, PickupTimes.asapReadyAt). */
  at: string;
  /** The time zone to show it in (the place's at checkout); the device's when absent. */
  timeZone?: string;
  /**
   * Tell screen readers when it moves (the order's page): a polite status that stays quiet at first
   * (the page reads the estimate with the rest) and speaks again only once the estimate has moved by
   * 5 minutes or more from the one it last said, so a busy queue does not chatter.
   */
  announce?: boolean;
  className?: string;
}

/** "Ready around 7:42", in the language's own time format (issue 26 item 12). */
export function ReadyEstimate({ at, timeZone, announce = false, className }: ReadyEstimateProps) {
  const { t } = useTranslation('orders');
  const { clockTime } = useFormatDate();
  const [said, setSaid] = useState({ at, message: '' });
  if (announce && Math.abs(Date.parse(at) - Date.parse(said.at)) >= ANNOUNCE_AFTER_MS) {
    // Adjusting state while rendering (React's pattern for reacting to a changed value).
    setSaid({ at, message: t('estimate.moved', { time: clockTime(at, timeZone) }) });
  }
  return (
    <>
      <p className={['ready-estimate', className].filter(Boolean).join(' ')} data-testid="ready-estimate">
        {t('estimate.readyAround', { time: clockTime(at, timeZone) })}
      </p>
      {announce && (
        <p role="status" className="visually-hidden" data-testid="ready-estimate-announcement">
          {said.message}
        </p>
      )}
    </>
  );
}
