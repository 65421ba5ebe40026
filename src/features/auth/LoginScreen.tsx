import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetAuthMethodsQuery, useLoginMutation } from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Layout } from '../../components/Layout';
import { TextField } from '../../components/TextField';
import { GOOGLE_LOGIN_URL, paths } from '../../config/paths';
import { useServiceMessage } from '../../hooks/use-service-message';
import { emailError } from '../../lib/email-address';
import { useFocusFirstInvalid } from '../../lib/use-focus-first-error';
import { useAppDispatch } from '../../stores/hooks';
import { signInWithTokens } from '../../stores/session';
import { loginFailureMessage, useAuthErrorMessage } from './auth-error-message';

type LoginField = 'email' | 'password';
type LoginValues = Record<LoginField, string>;

/**
 * The login form's two checks, as common-namespace keys. The form is the first screen's, so it
 * does without Formik and Yup (22 KiB gzip) and keeps their behaviour: errors show once a field
 * was left or the form submitted, and follow the typing from then on.
 */
type LoginError = NonNullable<ReturnType<typeof emailError>> | 'validation.passwordRequired';

function validateLogin(values: LoginValues): Partial<Record<LoginField, LoginError>> {
  const errors: Partial<Record<LoginField, LoginError>> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'validation.passwordRequired';
  return errors;
}

/** Settings' AccountDeletedNotice leaves this for the login page: the account was just deleted here. */
const ACCOUNT_DELETED_KEY = 'account.deleted';

function accountJustDeleted(): boolean {
  try {
    return sessionStorage.getItem(ACCOUNT_DELETED_KEY) === '1';
  } catch {
    return false;
  }
}

export default function LoginScreen() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const [login] = useLoginMutation();
  const serviceMessage = useServiceMessage();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const redirectError = useAuthErrorMessage(searchParams.get('error'));
  const [accountDeleted] = useState(accountJustDeleted);
  useEffect(() => {
    // Said once: a later visit to the login page does not repeat it.
    if (accountDeleted) sessionStorage.removeItem(ACCOUNT_DELETED_KEY);
  }, [accountDeleted]);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const errors = validateLogin(values);

  const fieldError = (field: LoginField): string | undefined => {
    const error = errors[field];
    return error && (touched[field] || submitted) ? tCommon(error) : undefined;
  };
  const fieldProps = (field: LoginField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  });
  // A refused submit takes the focus to the first field in error.
  const [refusals, setRefusals] = useState(0);
  const formRef = useFocusFirstInvalid(refusals);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    if (isSubmitting) return;
    setSubmitError(null);
    setSubmitting(true);
    try {
      const response = await login({
        body: { email: values.email.trim(), password: values.password, appId: 'consumerApp' },
      }).unwrap();
      // Signed in, the route guards take the customer on into the app.
      await signInWithTokens(dispatch, response.data);
    } catch (error) {
      // An outage is not the customer's mistake: it is never "Invalid email or password".
      setSubmitError(serviceMessage(error) ?? loginFailureMessage(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Layout title={t('login.title')}>
      <div className="card stack">
        <p className="muted">{t('login.intro')}</p>
        {accountDeleted && <Alert tone="success">{t('login.accountDeleted')}</Alert>}
        {redirectError && <Alert tone="error">{redirectError}</Alert>}
        <form className="form" ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            {...fieldProps('email')}
            error={fieldError('email')}
          />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            {...fieldProps('password')}
            error={fieldError('password')}
          />
          {submitError && <Alert tone="error">{submitError}</Alert>}
          <Button type="submit" fullWidth loading={isSubmitting}>
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
