import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { type AuditEntry, type ListAuditLogApiArg, useListAuditLogQuery } from '../../../api/manage';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { LoadingState } from '../../../components/LoadingState';
import { TextField } from '../../../components/TextField';
import { useServiceMessage } from '../../../hooks/use-service-message';
import { useFormatDate } from '../../../lib/format-date';
import { useFieldError } from '../../../lib/use-field-error';
import { useManagedPlace } from '../use-managed-place';
import { auditChanges } from './audit-diff';
import '../team/manage-team.css';

const PAGE_SIZE = 20;
/** An entry's before or after: whatever JSON the change recorded. */
type AuditJson = Record<string, unknown> | null;
const ACTION_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]*)*$/;

interface FilterValues {
  providerId: string;
  action: string;
  from: string;
  to: string;
}

const filterSchema = yup.object({
  action: yup.string().trim().max(100, 'manage-team:validation.invalidAction').matches(ACTION_PATTERN, {
    message: 'manage-team:validation.invalidAction',
    excludeEmptyString: true,
  }),
  to: yup.string().test('after-from', 'manage-team:validation.toBeforeFrom', function check(to) {
    const { from } = this.parent as FilterValues;
    return !to || !from || to >= from;
  }),
});

/** A local date (yyyy-mm-dd) as the ISO instant of its midnight on this device; the day after with `next`. */
function dayStart(date: string, next = false): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day + (next ? 1 : 0)).toISOString();
}

/**
 * /manage/audit (owners): every back-office change, newest first, filtered by place, person, action
 * and dates, a page at a time, each with what changed (before → after).
 */
export default function AuditSection() {
  const { t } = useTranslation('manage-team');
  const id = useId();
  const { places, owner: isOwner } = useManagedPlace();
  const format = useFormatDate();
  const serviceMessage = useServiceMessage();
  const [filter, setFilter] = useState<Omit<ListAuditLogApiArg, 'cursor' | 'limit'>>({});
  const [actor, setActor] = useState<{ userId: string; name: string } | null>(null);
  // The cursors of the pages seen so far: the first page has none.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const log = useListAuditLogQuery(
    { ...filter, actorUserId: actor?.userId, cursor, limit: PAGE_SIZE },
    { skip: !isOwner },
  );

  const formik = useFormik<FilterValues>({
    initialValues: { providerId: '', action: '', from: '', to: '' },
    validationSchema: filterSchema,
    onSubmit: (values) => {
      setCursors([undefined]);
      setFilter({
        providerId: values.providerId || undefined,
        action: values.action.trim() || undefined,
        from: values.from ? dayStart(values.from) : undefined,
        to: values.to ? dayStart(values.to, true) : undefined,
      });
    },
  });
  const fieldError = useFieldError(formik);

  if (!isOwner) return <Alert tone="error">{t('audit.ownersOnly')}</Alert>;

  const entries = log.data?.data.entries ?? [];
  // The shown page's own answer (`currentData`): while an older page loads, `data` is still the page
  // before, whose cursor is the one being loaded, and a second "Older" would stack it twice.
  const nextCursor = log.currentData?.data.nextCursor ?? null;
  const placeName = (entry: AuditEntry) =>
    entry.providerName ?? (entry.providerId ? t('audit.placeGone') : t('audit.allPlaces'));

  return (
    <section className="card stack" aria-labelledby="audit-heading">
      <h2 id="audit-heading">{t('audit.title')}</h2>
      <form
        className="manage-audit__filters"
        onSubmit={formik.handleSubmit}
        noValidate
        aria-label={t('audit.filters')}
      >
        <div className="field">
          <label htmlFor={`${id}-place`}>{t('audit.place')}</label>
          <select
            id={`${id}-place`}
            name="providerId"
            value={formik.values.providerId}
            onChange={formik.handleChange}
          >
            <option value="">{t('audit.anyPlace')}</option>
            {places.map((place) => (
              <option key={place.providerId} value={place.providerId}>
                {place.name}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('audit.action')}
          name="action"
          value={formik.values.action}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          hint={t('audit.actionHint')}
          error={fieldError('action')}
        />
        <TextField
          label={t('audit.from')}
          name="from"
          type="date"
          value={formik.values.from}
          onChange={formik.handleChange}
        />
        <TextField
          label={t('audit.to')}
          name="to"
          type="date"
          value={formik.values.to}
          onChange={formik.handleChange}
          error={fieldError('to')}
        />
        <Button type="submit">{t('audit.apply')}</Button>
      </form>
      {actor && (
        <p>
          {t('audit.onlyPerson', { name: actor.name })}{' '}
          <Button
            variant="link"
            onClick={() => {
              setActor(null);
              setCursors([undefined]);
            }}
          >
            {t('audit.everyone')}
          </Button>
        </p>
      )}
      {log.isLoading || log.isFetching ? (
        <LoadingState />
      ) : log.isError ? (
        <Alert tone="error">{serviceMessage(log.error) ?? t('errors.loadFailed')}</Alert>
      ) : entries.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <table className="manage-team__table">
          <caption className="visually-hidden">{t('audit.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.when')}</th>
              <th scope="col">{t('audit.who')}</th>
              <th scope="col">{t('audit.place')}</th>
              <th scope="col">{t('audit.what')}</th>
              <th scope="col">{t('audit.changes')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{format.dateTime(entry.at)}</td>
                <td>
                  {entry.actorUserId && entry.actorName ? (
                    <Button
                      variant="link"
                      aria-label={t('audit.onlyPersonButton', { name: entry.actorName })}
                      onClick={() => {
                        setActor({ userId: entry.actorUserId ?? '', name: entry.actorName ?? '' });
                        setCursors([undefined]);
                      }}
                    >
                      {entry.actorName}
                    </Button>
                  ) : (
                    t('audit.personGone')
                  )}
                </td>
                <td>{placeName(entry)}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>
                  <ul className="manage-audit__diff">
                    {auditChanges(entry.before as AuditJson, entry.after as AuditJson).map((change) => (
                      <li key={change.key}>
                        {change.key}: {change.before !== undefined && <del>{change.before}</del>}
                        {change.before !== undefined && change.after !== undefined && ' → '}
                        {change.after !== undefined && <ins>{change.after}</ins>}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="manage-team__actions">
        {cursors.length > 1 && (
          <Button variant="secondary" onClick={() => setCursors((seen) => seen.slice(0, -1))}>
            {t('audit.newer')}
          </Button>
        )}
        {nextCursor && (
          <Button variant="secondary" onClick={() => setCursors((seen) => [...seen, nextCursor])}>
            {t('audit.older')}
          </Button>
        )}
      </div>
    </section>
  );
}
