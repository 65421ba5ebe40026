import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { apiErrorCode, apiErrorFields } from '../../../api';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { useServiceMessage } from '../../../hooks/use-service-message';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type SupportedLanguage } from '../../../i18n/config';
import { useFieldError } from '../../../lib/use-field-error';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { emailField } from '../../../lib/validation';

export type InviteRole = 'owner' | 'manager' | 'staff';

export interface InviteValues {
  email: string;
  role: InviteRole;
  /** '' : the place's own language (the server's default). */
  language: SupportedLanguage | '';
}

const inviteSchema = yup.object({ email: emailField() });

/**
 * Invites someone by e-mail: the address, the role (among `roles`) and the mail's language. Bad input
 * is said on its field and sends nothing; success empties the form and says to whom the link went.
 */
export function InviteForm({
  roles,
  defaultLanguageLabel,
  onInvite,
}: {
  roles: InviteRole[];
  /** What "the default language" means here (the place's language, or English for owners). */
  defaultLanguageLabel: string;
  onInvite: (values: InviteValues) => Promise<unknown>;
}) {
  const { t } = useTranslation('manage-team');
  const id = useId();
  const serviceMessage = useServiceMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<InviteValues>({
    initialValues: { email: '', role: roles[0] ?? 'staff', language: '' },
    validationSchema: inviteSchema,
    onSubmit: async (values, helpers) => {
      setSentTo(null);
      setFailure(null);
      try {
        await onInvite({ ...values, email: values.email.trim() });
        setSentTo(values.email.trim());
        helpers.resetForm({ values: { ...values, email: '' } });
      } catch (error) {
        if (apiErrorFields(error).some((field) => field.endsWith('email'))) {
          helpers.setFieldError('email', 'validation.invalidEmail');
        } else if (apiErrorCode(error) === 'BACK_OFFICE_FORBIDDEN') {
          setFailure(t('errors.forbidden'));
        } else {
          setFailure(serviceMessage(error) ?? t('errors.failed'));
        }
      }
    },
  });
  const fieldError = useFieldError(formik);
  const formRef = useFocusFirstError(formik);

  return (
    <form className="form manage-team__invite" ref={formRef} onSubmit={formik.handleSubmit} noValidate>
      <TextField
        label={t('invite.email')}
        name="email"
        type="email"
        autoComplete="off"
        value={formik.values.email}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={fieldError('email')}
      />
      {roles.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-role`}>{t('invite.role')}</label>
          <select id={`${id}-role`} name="role" value={formik.values.role} onChange={formik.handleChange}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-language`}>{t('invite.language')}</label>
        <select
          id={`${id}-language`}
          name="language"
          value={formik.values.language}
          onChange={formik.handleChange}
        >
          <option value="">{defaultLanguageLabel}</option>
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      {sentTo && <Alert tone="success">{t('invite.sent', { email: sentTo })}</Alert>}
      <Button type="submit" loading={formik.isSubmitting}>
        {t('invite.submit')}
      </Button>
    </form>
  );
}
