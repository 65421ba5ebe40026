import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode, apiErrorFields, type User, useRequestEmailChangeMutation } from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useServiceMessage } from '../../hooks/use-service-message';
import { accountLanguageOf } from '../../i18n/config';
import { useFieldError } from '../../lib/use-field-error';
import { useFocusFirstError } from '../../lib/use-focus-first-error';
import { emailChangeSchema } from './settings-schemas';

/**
 * A new email is confirmed by a link mailed to it; the email changes only when that link is opened
 * (ConfirmEmailScreen), and the old address is told. Until then the pending address is shown.
 */
export function EmailForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation('account');
  const [requestEmailChange] = useRequestEmailChangeMutation();
  const serviceMessage = useServiceMessage();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const formik = useFormik({
    initialValues: { newEmail: '', currentPassword: '' },
    validationSchema: emailChangeSchema(user.hasPassword),
    onSubmit: async ({ newEmail, currentPassword }, helpers) => {
      setMessage(null);
      const email = newEmail.trim();
      try {
        await requestEmailChange({
          body: {
            newEmail: email,
            ...(user.hasPassword ? { currentPassword } : {}),
            language: accountLanguageOf(i18n.resolvedLanguage),
          },
        }).unwrap();
        helpers.resetForm();
        setMessage({ tone: 'success', text: t('settings.emailChangeSent', { email }) });
      } catch (error) {
        const outage = serviceMessage(error);
        const code = apiErrorCode(error);
        if (outage) setMessage({ tone: 'error', text: outage });
        else if (code === 'EMAIL_TAKEN') helpers.setFieldError('newEmail', 'account:settings.emailTaken');
        else if (code === 'INVALID_CREDENTIALS')
          helpers.setFieldError('currentPassword', 'account:settings.wrongCurrentPassword');
        else if (apiErrorFields(error).includes('newEmail'))
          helpers.setFieldError('newEmail', 'account:settings.emailSame');
        else setMessage({ tone: 'error', text: t('settings.emailChangeFailed') });
      }
    },
  });
  const fieldError = useFieldError(formik);
  const formRef = useFocusFirstError(formik);

  return (
    <section className="card" aria-labelledby="email-section">
      <h2 id="email-section">{t('settings.emailSection')}</h2>
      <form className="form" ref={formRef} onSubmit={formik.handleSubmit} noValidate>
        <p>{t('settings.currentEmail', { email: user.email })}</p>
        {user.pendingEmail && (
          <p className="muted">{t('settings.emailPending', { email: user.pendingEmail })}</p>
        )}
        <TextField
          label={t('settings.newEmail')}
          type="email"
          autoComplete="email"
          {...formik.getFieldProps('newEmail')}
          error={fieldError('newEmail')}
        />
        {user.hasPassword && (
          <TextField
            label={t('settings.emailPassword')}
            type="password"
            autoComplete="current-password"
            {...formik.getFieldProps('currentPassword')}
            error={fieldError('currentPassword')}
          />
        )}
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <Button type="submit" loading={formik.isSubmitting}>
          {t('settings.changeEmail')}
        </Button>
      </form>
    </section>
  );
}
