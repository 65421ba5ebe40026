import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetAuthMethodsQuery, useLoginMutation } from '../../api';
import { apiErrorStatus } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Layout } from '../../components/Layout';
import { TextField } from '../../components/TextField';
import { GOOGLE_LOGIN_URL, paths } from '../../config/paths';
import { useFieldError } from '../../lib/use-field-error';
import { useAppDispatch } from '../../stores/hooks';
import { signInWithTokens } from '../../stores/session';
import { useAuthErrorMessage } from './auth-error-message';
import { loginSchema } from './auth-schemas';

export default function LoginScreen() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const [login] = useLoginMutation();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const redirectError = useAuthErrorMessage(searchParams.get('error'));

  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async ({ email, password }) => {
      setSubmitError(null);
      try {
        const response = await login({
          body: { email: email.trim(), password, appId: 'consumerApp' },
        }).unwrap();
        // Signed in, the route guards take the customer on into the app.
        await signInWithTokens(dispatch, response.data);
      } catch (error) {
        setSubmitError(
          apiErrorStatus(error) === 401 ? t('login.invalidCredentials') : t('genericError', { ns: 'common' }),
        );
      }
    },
  });
  const fieldError = useFieldError(formik);

  return (
    <Layout title={t('login.title')}>
      <div className="card stack">
        <p className="muted">{t('login.intro')}</p>
        {redirectError && <Alert tone="error">{redirectError}</Alert>}
        <form className="form" onSubmit={formik.handleSubmit} noValidate>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            {...formik.getFieldProps('email')}
            error={fieldError('email')}
          />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            {...formik.getFieldProps('password')}
            error={fieldError('password')}
          />
          {submitError && <Alert tone="error">{submitError}</Alert>}
          <Button type="submit" fullWidth loading={formik.isSubmitting}>
            {t('login.submit')}
          </Button>
        </form>
        <Link to={paths.passwordRestore.getHref()}>{t('login.forgotPassword')}</Link>
        <div className="divider">{t('login.or')}</div>
        <GoogleLoginButton />
        <p className="center">
          {t('login.noAccount')} <Link to={paths.register.getHref()}>{t('login.register')}</Link>
        </p>
      </div>
    </Layout>
  );
}

function GoogleLoginButton() {
  const { t } = useTranslation('auth');
  const { data, isError, isLoading } = useGetAuthMethodsQuery();
  const [failed, setFailed] = useState(false);
  const available = data?.data.google === true;

  const start = () => {
    try {
      window.location.assign(GOOGLE_LOGIN_URL);
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="stack">
      <Button
        variant="secondary"
        fullWidth
        onClick={start}
        disabled={!available}
        loading={isLoading}
        aria-describedby={!isLoading && !available ? 'google-unavailable' : undefined}
      >
        {t('login.google')}
      </Button>
      {!isLoading && (isError || !available) && (
        <p id="google-unavailable" className="muted center">
          {t('login.googleUnavailable')}
        </p>
      )}
      {failed && <Alert tone="error">{t('login.googleFailed')}</Alert>}
    </div>
  );
}
