import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import type { CounterSettings, PlaceSettings } from '../../../api';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { conflictOf } from './place-errors';

type Field = keyof CounterSettings;
type Values = Record<Field, string>;

/** The contract's bounds (CounterSettings); the server checks them and the order between them again. */
const BOUNDS: Record<Field, { min: number; max: number }> = {
  ageAmberMinutes: { min: 1, max: 239 },
  ageRedMinutes: { min: 2, max: 240 },
  pendingFlagMinutes: { min: 1, max: 10_079 },
  pendingCancelMinutes: { min: 2, max: 10_080 },
};

const FIELDS: { name: Field; label: string; hint: string }[] = [
  { name: 'ageAmberMinutes', label: 'counter.ageAmber', hint: 'counter.ageAmberHint' },
  { name: 'ageRedMinutes', label: 'counter.ageRed', hint: 'counter.ageRedHint' },
  { name: 'pendingFlagMinutes', label: 'counter.flag', hint: 'counter.flagHint' },
  { name: 'pendingCancelMinutes', label: 'counter.cancel', hint: 'counter.cancelHint' },
];

const valuesOf = (counter: CounterSettings): Values => ({
  ageAmberMinutes: String(counter.ageAmberMinutes),
  ageRedMinutes: String(counter.ageRedMinutes),
  pendingFlagMinutes: String(counter.pendingFlagMinutes),
  pendingCancelMinutes: String(counter.pendingCancelMinutes),
});

const whole = (field: Field) =>
  Yup.string()
    .trim()
    .required('errors.required')
    .matches(/^\d+$/, 'errors.wholeNumber')
    .test(
      'range',
      'errors.wholeNumber',
      (value) => !value || (Number(value) >= BOUNDS[field].min && Number(value) <= BOUNDS[field].max),
    );

/** `field` must be more than `earlier` (when both are whole numbers; their own rules say the rest). */
const after = (field: Field, earlier: Field, message: string) =>
  whole(field).test('after', message, function isAfter(value) {
    const before = Number(this.parent[earlier]);
    return !value || !Number.isInteger(before) || Number(value) > before;
  });

const schema = Yup.object({
  ageAmberMinutes: whole('ageAmberMinutes'),
  ageRedMinutes: after('ageRedMinutes', 'ageAmberMinutes', 'errors.redAfterAmber'),
  pendingFlagMinutes: whole('pendingFlagMinutes'),
  pendingCancelMinutes: after('pendingCancelMinutes', 'pendingFlagMinutes', 'errors.cancelAfterFlag'),
});

/** Which message a refusal of the server gets on its field (the order between two fields, or the bounds). */
const SERVER_KEYS: Partial<Record<Field, string>> = {
  ageRedMinutes: 'errors.redAfterAmber',
  pendingCancelMinutes: 'errors.cancelAfterFlag',
};

/**
 * The staff console's settings of the place: when a ticket's age turns amber and red, and when an order
 * nobody collects is marked overdue and then cancelled (its points refunded, the customer told).
 */
export function CounterSettingsForm({
  place,
  onSave,
  onConflict,
}: {
  place: PlaceSettings;
  onSave(settings: CounterSettings & { version: number }): Promise<unknown>;
  onConflict?(current: PlaceSettings): void;
}) {
  const { t } = useTranslation('manage-places');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const formik = useFormik<Values>({
    initialValues: valuesOf(place.counter),
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setNotice(null);
      try {
        await onSave({
          ageAmberMinutes: Number(values.ageAmberMinutes),
          ageRedMinutes: Number(values.ageRedMinutes),
          pendingFlagMinutes: Number(values.pendingFlagMinutes),
          pendingCancelMinutes: Number(values.pendingCancelMinutes),
          version: place.version,
        });
        setNotice({ tone: 'success', text: t('saved') });
      } catch (error) {
        const current = conflictOf(error);
        if (current) {
          onConflict?.(current);
          helpers.resetForm({ values: valuesOf(current.counter) });
          setNotice({ tone: 'error', text: t('conflict') });
          return;
        }
        // The server names the field it refused: an order between two fields, or a bound.
        const errors: Partial<Values> = {};
        for (const { field, message } of refusedFields(error)) {
          if (!(field in BOUNDS)) continue;
          const name = field as Field;
          errors[name] = /more than/.test(message)
            ? (SERVER_KEYS[name] ?? 'errors.invalid')
            : 'errors.wholeNumber';
        }
        if (Object.keys(errors).length === 0) setNotice({ tone: 'error', text: t('saveError') });
        else helpers.setErrors(errors);
      }
    },
  });
  const formRef = useFocusFirstError(formik);
  const error = (field: Field) => {
    const key = formik.errors[field];
    return key && (formik.touched[field] || formik.submitCount > 0)
      ? t(key as 'errors.wholeNumber', BOUNDS[field])
      : undefined;
  };

  return (
    <form ref={formRef} className="manage-form stack" onSubmit={formik.handleSubmit} noValidate>
      <p className="muted">{t('counter.intro')}</p>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={t(field.label as 'counter.ageAmber')}
          hint={t(field.hint as 'counter.ageAmberHint')}
          name={field.name}
          inputMode="numeric"
          value={formik.values[field.name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={error(field.name)}
          required
        />
      ))}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Button type="submit" loading={formik.isSubmitting}>
        {formik.isSubmitting ? t('saving') : t('save')}
      </Button>
    </form>
  );
}

/** The fields a save was refused for (400 VALIDATION_ERROR), with the server's words. */
function refusedFields(error: unknown): { field: string; message: string }[] {
  return (
    (error as { data?: { error?: { fields?: { field: string; message: string }[] } } } | undefined)?.data
      ?.error?.fields ?? []
  );
}
