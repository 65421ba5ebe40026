import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode, useAddPasswordMutation, useChangePasswordMutation } from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { TextField } from '../../components/TextField';
import { useServiceMessage } from '../../hooks/use-service-message';
import { useFieldError } from '../../lib/use-field-error';
import { useFocusFirstError } from '../../lib/use-focus-first-error';
import { addPasswordSchema, changePasswordSchema } from './settings-schemas';

/**
 * Change the password, or add one when the account has none (Google-only users). Adding one
 * invalidates the user, whose refetched hasPassword turns this into the change form.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const [changePassword] = useChangePasswordMutation();
  const [addPassword] = useAddPasswordMutation();
  const serviceMessage = useServiceMessage();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const formik = useFormik({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: hasPassword ? changePasswordSchema : addPasswordSchema,
    onSubmit: async ({ currentPassword, newPassword }, helpers) => {
      setMessage(null);
      try {
        if (hasPassword) await changePassword({ body: { currentPassword, newPassword } }).unwrap();
        else await addPassword({ body: { newPassword } }).unwrap();
        helpers.resetForm();
        setMessage({
          tone: 'success',
          text: hasPassword ? t('settings.passwordChanged') : t('settings.passwordAdded'),
        });
      } catch (error) {
        const samePassword = apiErrorCode(error) === 'SAME_PASSWORD';
        setMessage({
          tone: 'error',
          text:
            serviceMessage(error) ??
            (samePassword
              ? t('settings.samePassword')
              : hasPassword
                ? t('settings.changePasswordFailed')
                : t('settings.addPasswordFailed')),
        });
      }
    },
  });
  const formRef = useFocusFirstError(formik);
  const fieldError = useFieldError(formik);

  return (
    <section className="card" aria-labelledby="password-section">
      <h2 id="password-section">
        {hasPassword ? t('settings.changePasswordSection') : t('settings.addPasswordSection')}
      </h2>
      <form className="form" ref={formRef} onSubmit={formik.handleSubmit} noValidate>
        {!hasPassword && <p className="muted">{t('settings.addPasswordIntro')}</p>}
        {hasPassword && (
          <TextField
            label={t('settings.currentPassword')}
            type="password"
            autoComplete="current-password"
            {...formik.getFieldProps('currentPassword')}
            error={fieldError('currentPassword')}
          />
        )}
        <NewPasswordFields
          formik={formik}
          field="newPassword"
          label={t('settings.newPassword')}
          confirmLabel={t('settings.confirmNewPassword')}
        />
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <Button type="submit" loading={formik.isSubmitting}>
          {hasPassword ? t('settings.changePassword') : t('settings.addPassword')}
        </Button>
      </form>
    </section>
  );
}
