import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorDetails, apiErrorFields, type User, useUpdateMyProfileMutation } from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useServiceMessage } from '../../hooks/use-service-message';
import { useFieldError } from '../../lib/use-field-error';
import { useFocusFirstError } from '../../lib/use-focus-first-error';
import { profileSchema } from './settings-schemas';

/** The customer sees and corrects their name, phone and birthdate (the privacy policy's promise). */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [updateMyProfile] = useUpdateMyProfileMutation();
  const serviceMessage = useServiceMessage();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const formik = useFormik({
    initialValues: { name: user.name, phone: user.phone ?? '', birthdate: user.birthdate ?? '' },
    validationSchema: profileSchema,
    onSubmit: async ({ name, phone, birthdate }, helpers) => {
      setMessage(null);
      try {
        await updateMyProfile({ body: { name: name.trim(), phone: phone.trim(), birthdate } }).unwrap();
        setMessage({ tone: 'success', text: t('settings.profileSaved') });
      } catch (error) {
        const outage = serviceMessage(error);
        if (outage) {
          setMessage({ tone: 'error', text: outage });
          return;
        }
        // The server's minimum age may be above the app's: say the one it applies.
        const { minimumAge } = apiErrorDetails(error);
        if (minimumAge !== undefined) {
          helpers.setFieldError(
            'birthdate',
            t('validation.birthdateTooYoung', { ns: 'common', age: minimumAge }),
          );
        } else if (apiErrorFields(error).includes('birthdate')) {
          helpers.setFieldError('birthdate', 'validation.birthdateInvalid');
        } else if (apiErrorFields(error).includes('name')) {
          helpers.setFieldError('name', 'validation.nameRequired');
        }
        setMessage({ tone: 'error', text: t('settings.profileSaveFailed') });
      }
    },
  });
  const fieldError = useFieldError(formik);
  const formRef = useFocusFirstError(formik);

  return (
    <section className="card" aria-labelledby="profile-section">
      <h2 id="profile-section">{t('settings.profileSection')}</h2>
      <form className="form" ref={formRef} onSubmit={formik.handleSubmit} noValidate>
        <TextField
          label={t('settings.name')}
          autoComplete="name"
          {...formik.getFieldProps('name')}
          error={fieldError('name')}
        />
        <TextField
          label={t('settings.phone')}
          type="tel"
          autoComplete="tel"
          {...formik.getFieldProps('phone')}
          error={fieldError('phone')}
        />
        <TextField
          label={t('settings.birthdate')}
          type="date"
          autoComplete="bday"
          {...formik.getFieldProps('birthdate')}
          error={fieldError('birthdate')}
        />
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <Button type="submit" loading={formik.isSubmitting}>
          {t('settings.saveProfile')}
        </Button>
      </form>
    </section>
  );
}
