import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClosedDate, OpeningHours, PlaceSettings } from '../../../api';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-error';
import { conflictOf, fieldErrorsOf } from './place-errors';

/** The week as a café reads it: Monday first (0 is Sunday, as the contract counts). */
export const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
const WEEKDAYS = [2, 3, 4, 5];

interface Period {
  day: number;
  opens: string;
  closes: string;
}
type Errors = Record<string, string>;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The editor's own checks (the server makes the same ones): times given and different, no two periods
 * overlapping (one closing at or before it opens runs past midnight into the next day), closed ranges
 * with both days, the last not before the first. Keys are the server's field paths.
 */
export function hoursErrors(periods: Period[], closed: ClosedDate[]): Errors {
  const errors: Errors = {};
  const spans: { index: number; start: number; end: number }[] = [];
  periods.forEach((period, index) => {
    if (!TIME.test(period.opens)) errors[`openingHours.${index}.opens`] = 'errors.time';
    if (!TIME.test(period.closes)) errors[`openingHours.${index}.closes`] = 'errors.time';
    if (errors[`openingHours.${index}.opens`] || errors[`openingHours.${index}.closes`]) return;
    const opens = minutes(period.opens);
    const closes = minutes(period.closes);
    if (opens === closes) {
      errors[`openingHours.${index}.closes`] = 'errors.sameTime';
      return;
    }
    const start = period.day * 1440 + opens;
    spans.push({ index, start, end: start + ((closes - opens + 1440) % 1440) });
  });
  const week = 7 * 1440;
  spans.forEach((a, i) => {
    for (const b of spans.slice(i + 1)) {
      if ([-week, 0, week].some((shift) => a.start < b.end + shift && b.start + shift < a.end))
        errors[`openingHours.${b.index}.opens`] = 'errors.overlap';
    }
  });
  closed.forEach((range, index) => {
    if (!DATE.test(range.from)) errors[`closedDates.${index}.from`] = 'errors.date';
    if (!DATE.test(range.to)) errors[`closedDates.${index}.to`] = 'errors.date';
    else if (DATE.test(range.from) && range.to < range.from)
      errors[`closedDates.${index}.to`] = 'errors.dateOrder';
  });
  return errors;
}

/** Periods by opening time within each day, the week from Monday. */
const sorted = (periods: Period[]) =>
  [...periods].sort(
    (a, b) => WEEK.indexOf(a.day as 0) - WEEK.indexOf(b.day as 0) || minutes(a.opens) - minutes(b.opens),
  );

/**
 * A place's opening hours (several periods a day: add, remove, copy Monday to the weekdays) and closed
 * dates (a day or a range, with a reason), saved together against the place's version.
 */
export function HoursEditor({
  place,
  onSave,
  onConflict,
}: {
  place: PlaceSettings;
  onSave(hours: {
    openingHours: OpeningHours[];
    closedDates: ClosedDate[];
    version: number;
  }): Promise<unknown>;
  onConflict?(current: PlaceSettings): void;
}) {
  const { t, i18n } = useTranslation('manage-places');
  const id = useId();
  const [periods, setPeriods] = useState<Period[]>(() => sorted(place.openingHours));
  const [closed, setClosed] = useState<ClosedDate[]>(place.closedDates);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const formRef = useFocusFirstInvalid(refusals);

  // Another save (here or elsewhere) gives a new place: start from it.
  useEffect(() => {
    setPeriods(sorted(place.openingHours));
    setClosed(place.closedDates);
  }, [place]);

  const dayName = (day: number) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 7 + day, 12)),
    );
  const edit = (index: number, change: Partial<Period>) => {
    setPeriods((all) => all.map((period, i) => (i === index ? { ...period, ...change } : period)));
    setNotice(null);
  };
  const addPeriod = (day: number) => {
    const last = periods.filter((period) => period.day === day).at(-1);
    const opens = last ? last.closes : '08:00';
    const closes = last ? '20:00' : '13:00';
    setPeriods((all) => [...all, { day, opens, closes }]);
  };
  const copyMonday = () => {
    const monday = periods.filter((period) => period.day === 1);
    setPeriods((all) =>
      sorted([
        ...all.filter((period) => !WEEKDAYS.includes(period.day)),
        ...WEEKDAYS.flatMap((day) => monday.map((period) => ({ ...period, day }))),
      ]),
    );
    setNotice({ tone: 'success', text: t('hours.copied') });
  };
  const editClosed = (index: number, change: Partial<ClosedDate>) =>
    setClosed((all) => all.map((range, i) => (i === index ? { ...range, ...change } : range)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const found = hoursErrors(periods, closed);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusals((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      await onSave({
        openingHours: periods,
        closedDates: closed.map(({ from, to, reason }) => ({
          from,
          to,
          ...(reason?.trim() ? { reason: reason.trim() } : {}),
        })),
        version: place.version,
      });
      setNotice({ tone: 'success', text: t('saved') });
    } catch (error) {
      const current = conflictOf(error);
      if (current) {
        onConflict?.(current);
        setPeriods(sorted(current.openingHours));
        setClosed(current.closedDates);
        setNotice({ tone: 'error', text: t('conflict') });
      } else {
        const fields = fieldErrorsOf(error);
        setErrors(fields);
        if (Object.keys(fields).length > 0) setRefusals((n) => n + 1);
        else setNotice({ tone: 'error', text: t('saveError') });
      }
    } finally {
      setSaving(false);
    }
  };

  const timeInput = (index: number, end: 'opens' | 'closes', label: string) => {
    const key = `openingHours.${index}.${end}`;
    const errorId = `${id}-${key}-error`;
    return (
      <span className="hours__time">
        <input
          type="time"
          className="field__input"
          aria-label={label}
          value={periods[index]?.[end] ?? ''}
          onChange={(event) => edit(index, { [end]: event.target.value })}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? errorId : undefined}
          required
        />
        {errors[key] && (
          <span id={errorId} className="field__error">
            {t(errors[key] as 'errors.invalid')}
          </span>
        )}
      </span>
    );
  };

  return (
    <form ref={formRef} className="manage-form stack" onSubmit={submit} noValidate>
      <p className="muted">{t('hours.intro')}</p>
      <Button variant="secondary" onClick={copyMonday}>
        {t('hours.copyMonday')}
      </Button>
      <ul className="hours" aria-label={t('sections.hours')}>
        {WEEK.map((day) => {
          const name = dayName(day);
          const ofDay = periods
            .map((period, index) => ({ period, index }))
            .filter(({ period }) => period.day === day);
          return (
            <li key={day} className="hours__day">
              <span className="hours__name" id={`${id}-day-${day}`}>
                {name}
              </span>
              <div className="hours__periods">
                {ofDay.length === 0 && <span className="muted">{t('hours.closedDay')}</span>}
                {ofDay.map(({ period, index }) => (
                  <span key={index} className="hours__period">
                    {timeInput(index, 'opens', t('hours.opens', { day: name }))}
                    <span aria-hidden="true">–</span>
                    {timeInput(index, 'closes', t('hours.closes', { day: name }))}
                    <Button
                      variant="link"
                      onClick={() => setPeriods((all) => all.filter((_, i) => i !== index))}
                      aria-label={t('hours.removePeriod', {
                        day: name,
                        opens: period.opens,
                        closes: period.closes,
                      })}
                    >
                      ✕
                    </Button>
                  </span>
                ))}
              </div>
              <Button
                variant="secondary"
                onClick={() => addPeriod(day)}
                aria-label={t('hours.addPeriod', { day: name })}
              >
                +
              </Button>
            </li>
          );
        })}
      </ul>

      <fieldset className="closed-dates stack">
        <legend>{t('sections.closed')}</legend>
        <p className="muted">{t('closed.intro')}</p>
        {closed.length === 0 && <p>{t('closed.none')}</p>}
        {closed.map((range, index) => {
          const err = (end: 'from' | 'to') => errors[`closedDates.${index}.${end}`];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no id; they are edited in place
            <div key={index} className="closed-dates__row">
              {(['from', 'to'] as const).map((end) => (
                <label key={end} className="field">
                  <span className="field__label">{t(`closed.${end}`)}</span>
                  <input
                    type="date"
                    className="field__input"
                    value={range[end]}
                    onChange={(event) =>
                      editClosed(
                        index,
                        end === 'from' && (!range.to || range.to === range.from)
                          ? { from: event.target.value, to: event.target.value }
                          : { [end]: event.target.value },
                      )
                    }
                    aria-invalid={err(end) ? true : undefined}
                    aria-describedby={err(end) ? `${id}-closed-${index}-${end}` : undefined}
                    required
                  />
                  {err(end) && (
                    <span id={`${id}-closed-${index}-${end}`} className="field__error">
                      {t(err(end) as 'errors.invalid')}
                    </span>
                  )}
                </label>
              ))}
              <label className="field">
                <span className="field__label">{t('closed.reason')}</span>
                <input
                  className="field__input"
                  value={range.reason ?? ''}
                  maxLength={200}
                  placeholder={t('closed.reasonPlaceholder')}
                  onChange={(event) => editClosed(index, { reason: event.target.value })}
                />
              </label>
              <Button
                variant="link"
                onClick={() => setClosed((all) => all.filter((_, i) => i !== index))}
                aria-label={t('closed.remove', { from: range.from })}
              >
                ✕
              </Button>
            </div>
          );
        })}
        <Button variant="secondary" onClick={() => setClosed((all) => [...all, { from: '', to: '' }])}>
          {t('closed.add')}
        </Button>
      </fieldset>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Button type="submit" loading={saving}>
        {saving ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
