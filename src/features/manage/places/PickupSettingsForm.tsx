import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import type { PickupSettings, PlaceSettings, SlotMinutes } from '../../../api';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { conflictOf, fieldErrorsOf } from './place-errors';

const SLOTS: SlotMinutes[] = [5, 10, 15, 20, 30, 60];

interface Values {
  prepMinutes: string;
  slotMinutes: string;
  maxOrdersPerSlot: string;
}

const valuesOf = (pickup: PickupSettings): Values => ({
  prepMinutes: String(pickup.prepMinutes),
  slotMinutes: String(pickup.slotMinutes),
  maxOrdersPerSlot: pickup.maxOrdersPerSlot === null ? '' : String(pickup.maxOrdersPerSlot),
});

const whole = (min: number, max: number) =>
  Yup.string()
    .trim()
    .matches(/^\d+$/, 'errors.wholeNumber')
    .test('range', 'errors.wholeNumber', (value) => !value || (Number(value) >= min && Number(value) <= max));

const schema = Yup.object({
  prepMinutes: whole(0, 240).required('errors.required'),
  slotMinutes: Yup.string().oneOf(SLOTS.map(String), 'errors.invalid'),
  maxOrdersPerSlot: whole(1, 1000),
});

const BOUNDS: Record<keyof Values, { min: number; max: number }> = {
  prepMinutes: { min: 0, max: 240 },
  slotMinutes: { min: 5, max: 60 },
  maxOrdersPerSlot: { min: 1, max: 1000 },
};

/** Preparation time, the time between pickup times and the most orders per pickup time. */
export function PickupSettingsForm({
  place,
  onSave,
  onConflict,
}: {
  place: PlaceSettings;
  onSave(settings: PickupSettings & { version: number }): Promise<unknown>;
  onConflict?(current: PlaceSettings): void;
}) {
  const { t } = useTranslation('manage-places');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const formik = useFormik<Values>({
    initialValues: valuesOf(place.pickup),
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setNotice(null);
      try {
        await onSave({
          prepMinutes: Number(values.prepMinutes),
          slotMinutes: Number(values.slotMinutes) as SlotMinutes,
          maxOrdersPerSlot: values.maxOrdersPerSlot.trim() ? Number(values.maxOrdersPerSlot) : null,
          version: place.version,
        });
        setNotice({ tone: 'success', text: t('saved') });
      } catch (error) {
        const current = conflictOf(error);
        if (current) {
          onConflict?.(current);
          helpers.resetForm({ values: valuesOf(current.pickup) });
          setNotice({ tone: 'error', text: t('conflict') });
          return;
        }
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) helpers.setErrors(fields);
        else setNotice({ tone: 'error', text: t('saveError') });
      }
    },
  });
  const formRef = useFocusFirstError(formik);
  const error = (field: keyof Values) => {
    const key = formik.errors[field];
    return key && (formik.touched[field] || formik.submitCount > 0)
      ? t(key as 'errors.wholeNumber', BOUNDS[field])
      : undefined;
  };

  return (
    <form ref={formRef} className="manage-form stack" onSubmit={formik.handleSubmit} noValidate>
      <TextField
        label={t('pickup.prepMinutes')}
        hint={t('pickup.prepHint')}
        name="prepMinutes"
        inputMode="numeric"
        value={formik.values.prepMinutes}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={error('prepMinutes')}
        required
      />
      <div className="field">
        <label className="field__label" htmlFor="pickup-slot-minutes">
          {t('pickup.slotMinutes')}
        </label>
        <select
          id="pickup-slot-minutes"
          name="slotMinutes"
          className="field__input"
          value={formik.values.slotMinutes}
          onChange={formik.handleChange}
        >
          {SLOTS.map((slot) => (
            <option key={slot} value={slot}>
              {t('pickup.slotOption', { minutes: slot })}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('pickup.maxOrders')}
        hint={t('pickup.maxOrdersHint')}
        name="maxOrdersPerSlot"
        inputMode="numeric"
        value={formik.values.maxOrdersPerSlot}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={error('maxOrdersPerSlot')}
      />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Button type="submit" loading={formik.isSubmitting}>
        {formik.isSubmitting ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
