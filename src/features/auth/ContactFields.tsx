import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField';
import { useFieldError } from '../../lib/use-field-error';

/** Birthdate and phone, asked at sign-up and of Google users whose profile lacks them. */
export function ContactFields<Values extends { birthdate: string; phone: string }>({
  formik,
}: {
  formik: FormikProps<Values>;
}) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError(formik);
  return (
    <>
      <TextField
        label={t('register.birthdate')}
        type="date"
        autoComplete="bday"
        {...formik.getFieldProps('birthdate')}
        error={fieldError('birthdate')}
      />
      <TextField
        label={t('register.phone')}
        type="tel"
        autoComplete="tel"
        hint={t('register.phoneHint')}
        {...formik.getFieldProps('phone')}
        error={fieldError('phone')}
      />
    </>
  );
}
