import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceSettings } from '../../../api';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';

/**
 * "Pause online orders now", with the reason customers see; prominent, since it is what a rush needs.
 * Not checked against the place's version: the switch always wins.
 */
export function PauseSwitch({
  place,
  onChange,
}: {
  place: PlaceSettings;
  onChange(change: { paused: boolean; reason?: string }): Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('manage-places');
  const [reason, setReason] = useState(place.orderingPaused?.reason ?? '');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const paused = place.orderingPaused;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      await onChange(paused ? { paused: false } : { paused: true, reason: reason.trim() });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const since =
    paused &&
    new Intl.DateTimeFormat(i18n.language, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: place.timezone,
    }).format(new Date(paused.since));
  return (
    <form className={`pause-switch card stack${paused ? ' pause-switch--paused' : ''}`} onSubmit={submit}>
      <h3 className="pause-switch__title" aria-live="polite">
        {paused ? t('pause.pausedTitle') : t('pause.runningTitle')}
      </h3>
      {paused ? (
        <p>
          {t('pause.pausedSince', { time: since })}
          {paused.reason && ` ${paused.reason}`}
        </p>
      ) : (
        <>
          <p className="muted">{t('pause.intro')}</p>
          <label className="field">
            <span className="field__label">{t('pause.reason')}</span>
            <input
              className="field__input"
              value={reason}
              maxLength={200}
              placeholder={t('pause.reasonPlaceholder')}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
        </>
      )}
      {failed && <Alert tone="error">{t('saveError')}</Alert>}
      <Button type="submit" variant={paused ? 'primary' : 'danger'} loading={busy}>
        {paused ? t('pause.resume') : t('pause.pause')}
      </Button>
    </form>
  );
}
