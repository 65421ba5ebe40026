import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import type { PlaceSettings } from '../../../api';
import type { PlaceDetails } from '../../../api/manage';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../../../i18n/config';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { LogoField } from './LogoField';
import { conflictOf, fieldErrorsOf } from './place-errors';

export type DetailsValues = Omit<PlaceDetails, 'code'> & { code: string };

const CODE = /^[A-Z]{2,8}-[0-9]{2,4}$/;

/** Whether the browser knows `zone` as an IANA time zone (the server checks again). */
export function isTimeZone(zone: string | undefined): boolean {
  if (!zone || !/^[A-Za-z][A-Za-z0-9_+/-]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** One schema for creating (the code may be left out) and editing (it may not). */
export function detailsSchema(creating: boolean) {
  const code = Yup.string().trim().matches(CODE, 'errors.code');
  return Yup.object({
    name: Yup.string().trim().required('errors.required').max(200, 'errors.tooLong'),
    kind: Yup.string().oneOf(['coffee_shop', 'restaurant']).required('errors.required'),
    address: Yup.string().trim().required('errors.required').max(500, 'errors.tooLong'),
    country: Yup.string()
      .trim()
      .required('errors.required')
      .matches(/^[A-Za-z]{2}$/, 'errors.country'),
    timezone: Yup.string().trim().required('errors.required').test('zone', 'errors.timezone', isTimeZone),
    language: Yup.string().required('errors.required'),
    currency: Yup.string()
      .trim()
      .required('errors.required')
      .matches(/^[A-Za-z]{3}$/, 'errors.currency'),
    logoUrl: Yup.string()
      .trim()
      .max(500, 'errors.tooLong')
      .matches(/^(\/|https:\/\/)\S*$/, {
        message: 'errors.logoUrl',
        excludeEmptyString: true,
      }),
    code: creating ? code : code.required('errors.required'),
  });
}

export const emptyDetails: DetailsValues = {
  name: '',
  kind: 'coffee_shop',
  address: '',
  country: '',
  timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  language: 'en',
  currency: 'EUR',
  logoUrl: '',
  code: '',
};

export const detailsOf = (place: PlaceSettings): DetailsValues => ({
  name: place.name,
  kind: place.kind,
  address: place.address,
  country: place.country,
  timezone: place.timezone,
  language: place.language,
  currency: place.currency,
  logoUrl: place.logoUrl,
  code: place.code ?? '',
});

/** What the form sends: trimmed, codes in capitals, no code when left empty on create. */
export function normalDetails(values: DetailsValues): PlaceDetails {
  const code = values.code.trim().toUpperCase();
  return {
    name: values.name.trim(),
    kind: values.kind,
    address: values.address.trim(),
    country: values.country.trim().toUpperCase(),
    timezone: values.timezone.trim(),
    language: values.language,
    currency: values.currency.trim().toUpperCase(),
    logoUrl: values.logoUrl.trim(),
    ...(code ? { code } : {}),
  };
}

const ZONES: readonly string[] =
  (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];

/**
 * A place's details: name, kind, address, country, time zone, main language, currency, logo (uploaded
 * once the place exists) and short code. Bad input is said on its field (the form's own checks, then the server's); a save based on an
 * older version shows the other change and keeps nothing of this one.
 */
export function PlaceDetailsForm({
  providerId,
  initial,
  creating = false,
  onSave,
  onConflict,
}: {
  /** The place's id (where its logo is uploaded); undefined while it is being created. */
  providerId?: string;
  initial: DetailsValues;
  creating?: boolean;
  /** Saves; rejects with the API error. */
  onSave(details: PlaceDetails): Promise<unknown>;
  onConflict?(current: PlaceSettings): void;
}) {
  const { t } = useTranslation('manage-places');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const formik = useFormik<DetailsValues>({
    initialValues: initial,
    enableReinitialize: true,
    validationSchema: detailsSchema(creating),
    onSubmit: async (values, helpers) => {
      setNotice(null);
      try {
        await onSave(normalDetails(values));
        setNotice({ tone: 'success', text: creating ? t('details.created') : t('saved') });
      } catch (error) {
        const current = conflictOf(error);
        if (current) {
          onConflict?.(current);
          helpers.resetForm({ values: detailsOf(current) });
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
  const error = (field: keyof DetailsValues) => {
    const key = formik.errors[field];
    return key && (formik.touched[field] || formik.submitCount > 0) ? t(key as 'errors.invalid') : undefined;
  };
  const field = (name: keyof DetailsValues) => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: error(name),
  });

  return (
    <form ref={formRef} className="manage-form stack" onSubmit={formik.handleSubmit} noValidate>
      <TextField
        label={t('details.name')}
        autoComplete="organization"
        maxLength={200}
        required
        {...field('name')}
      />
      <div className="field">
        <label className="field__label" htmlFor="place-kind">
          {t('details.kind')}
        </label>
        <select id="place-kind" className="field__input" {...field('kind')}>
          <option value="coffee_shop">{t('details.kind_coffee_shop')}</option>
          <option value="restaurant">{t('details.kind_restaurant')}</option>
        </select>
      </div>
      <TextField
        label={t('details.address')}
        hint={t('details.addressHint')}
        autoComplete="street-address"
        maxLength={500}
        required
        {...field('address')}
      />
      <div className="manage-form__row">
        <TextField
          label={t('details.country')}
          hint={t('details.countryHint')}
          maxLength={2}
          required
          {...field('country')}
        />
        <TextField
          label={t('details.currency')}
          hint={t('details.currencyHint')}
          maxLength={3}
          required
          {...field('currency')}
        />
      </div>
      <TextField
        label={t('details.timezone')}
        hint={t('details.timezoneHint')}
        list="place-time-zones"
        maxLength={64}
        required
        {...field('timezone')}
      />
      <datalist id="place-time-zones">
        {ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <div className="field">
        <label className="field__label" htmlFor="place-language">
          {t('details.language')}
        </label>
        <select
          id="place-language"
          className="field__input"
          aria-describedby="place-language-hint"
          {...field('language')}
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
        <p id="place-language-hint" className="field__hint">
          {t('details.languageHint')}
        </p>
      </div>
      <LogoField
        providerId={providerId}
        value={formik.values.logoUrl}
        onChange={(url) => {
          void formik.setFieldValue('logoUrl', url);
          void formik.setFieldTouched('logoUrl', true, false);
        }}
        error={error('logoUrl')}
      />
      <TextField
        label={t('details.code')}
        hint={creating ? t('details.codeHint') : undefined}
        maxLength={13}
        required={!creating}
        {...field('code')}
      />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Button type="submit" loading={formik.isSubmitting}>
        {formik.isSubmitting ? t('saving') : creating ? t('details.create') : t('save')}
      </Button>
    </form>
  );
}
