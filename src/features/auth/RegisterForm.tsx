import { useFormik } from 'formik';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Language } from '../../api';
import { useRegisterMutation } from '../../api';
import { apiErrorCode } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { Layout } from '../../components/Layout';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { TextField } from '../../components/TextField';
import { paths } from '../../config/paths';
import { useServiceMessage } from '../../hooks/use-service-message';
import { isSupportedLanguage } from '../../i18n/config';
import { useFieldError } from '../../lib/use-field-error';
import { useFocusFirstError } from '../../lib/use-focus-first-error';
import { useAppDispatch } from '../../stores/hooks';
import { signInWithTokens } from '../../stores/session';
import { registerSchema } from './auth-schemas';
import { ContactFields } from './ContactFields';

export function RegisterForm() {
  const { t, i18n } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [register] = useRegisterMutation();
  const serviceMessage = useServiceMessage();
  const [submitError, setSubmitError] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      birthdate: '',
      phone: '',
      acceptTerms: false,
    },
    validationSchema: registerSchema,
    onSubmit: async (values) => {
      setSubmitError(null);
      const language: Language | undefined = isSupportedLanguage(i18n.resolvedLanguage)
        ? i18n.resolvedLanguage
        : undefined;
      try {
        const response = await register({
          body: {
            name: values.name.trim(),
            email: values.email.trim(),
            password: values.password,
            birthdate: values.birthdate,
            phone: values.phone.trim(),
            acceptTerms: true,
            language,
            appId: 'consumerApp',
          },
        }).unwrap();
        // Signed in, the route guards take the new customer on to the consents.
        await signInWithTokens(dispatch, response.data);
      } catch (error) {
        setSubmitError(
          serviceMessage(error) ??
            (apiErrorCode(error) === 'EMAIL_TAKEN'
              ? t('register.emailTaken')
              : t('genericError', { ns: 'common' })),
        );
      }
    },
  });
  const formRef = useFocusFirstError(formik);
  const fieldError = useFieldError(formik);

  return (
    <Layout title={t('register.title')} showBack>
      <form className="card form" ref={formRef} onSubmit={formik.handleSubmit} noValidate>
        <TextField
          label={t('register.name')}
          autoComplete="name"
          {...formik.getFieldProps('name')}
          error={fieldError('name')}
        />
        <TextField
          label={t('register.email')}
          type="email"
          autoComplete="email"
          {...formik.getFieldProps('email')}
          error={fieldError('email')}
        />
        <NewPasswordFields
          formik={formik}
          field="password"
          label={t('register.password')}
          confirmLabel={t('register.confirmPassword')}
        />
        <ContactFields formik={formik} />
        <CheckboxField
          label={
            <Trans
              t={t}
              i18nKey="register.acceptTerms"
              components={{
                terms: <Link to={paths.terms.getHref()} />,
                privacy: <Link to={paths.privacyPolicy.getHref()} />,
              }}
            />
          }
          {...formik.getFieldProps({ name: 'acceptTerms', type: 'checkbox' })}
          error={fieldError('acceptTerms')}
        />
        {submitError && <Alert tone="error">{submitError}</Alert>}
        <Button type="submit" fullWidth loading={formik.isSubmitting}>
          {t('register.submit')}
        </Button>
        <p className="center">
          {t('register.haveAccount')} <Link to={paths.home.getHref()}>{t('register.login')}</Link>
        </p>
      </form>
    </Layout>
  );
}
