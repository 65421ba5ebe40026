import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickupAsap, PickupAt, PickupTimes } from '../../api';
import { Alert } from '../../components/Alert';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { ReadyEstimate } from '../../components/ReadyEstimate';
import { useFormatDate } from '../../lib/format-date';

export type Pickup = PickupAsap | PickupAt;

export interface PickupChoiceProps {
  /** The place's pickup times; the checkout shows its form once they answered (or failed). */
  times: PickupTimes | undefined;
  failed: boolean;
  onRetry: () => void;
  placeName: string | undefined;
  value: Pickup | null;
  onChange: (pickup: Pickup) => void;
}

/** When to collect the order: as soon as possible while the place is open, or one of its quarter hours. */
export function PickupChoice({ times, failed, onRetry, placeName, value, onChange }: PickupChoiceProps) {
  const { t } = useTranslation('orders');
  const { pickupTime } = useFormatDate();
  const selectId = useId();

  if (failed) return <ErrorState message={t('pickup.loadError')} onRetry={onRetry} />;
  if (!times) return <LoadingState label={t('pickup.loading')} />;

  const format = (iso: string) => pickupTime(iso, times.timezone);
  const later = value !== null && 'at' in value;
  const firstTime = times.times[0];

  return (
    <fieldset className="card checkout-choice">
      <legend>{t('pickup.legend')}</legend>
      {!times.asapAvailable && (
        <Alert tone="info">
          {times.opensAt
            ? t('pickup.closedOpensAt', { place: placeName ?? '', time: format(times.opensAt) })
            : t('pickup.closed', { place: placeName ?? '' })}
        </Alert>
      )}
      {times.asapAvailable && (
        <label className="checkbox">
          <input
            type="radio"
            name="pickup"
            checked={value !== null && 'asap' in value}
            onChange={() => onChange({ asap: true })}
          />
          <span className="checkbox__label">{t('pickup.asap')}</span>
        </label>
      )}
      {/* How long as soon as possible takes now: the place's preparation time and the orders ahead. */}
      {times.asapAvailable && times.asapReadyAt && value !== null && 'asap' in value && (
        <ReadyEstimate
          at={times.asapReadyAt}
          timeZone={times.timezone}
          className="muted checkout-choice__estimate"
        />
      )}
      {firstTime ? (
        <>
          <label className="checkbox">
            <input
              type="radio"
              name="pickup"
              checked={later}
              onChange={() => onChange({ at: later ? value.at : firstTime })}
            />
            <span className="checkbox__label">{t('pickup.later')}</span>
          </label>
          <div className="field">
            <label className="field__label" htmlFor={selectId}>
              {t('pickup.time')}
            </label>
            <select
              id={selectId}
              value={later ? value.at : firstTime}
              disabled={!later}
              onChange={(event) => onChange({ at: event.target.value })}
            >
              {times.times.map((time) => (
                <option key={time} value={time}>
                  {format(time)}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : (
        !times.asapAvailable && <p className="muted">{t('pickup.noTimes')}</p>
      )}
    </fieldset>
  );
}
