import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { apiErrorStatus, useCheckPasswordRestoreQuery, useRestorePasswordMutation } from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Layout } from '../../components/Layout';
import { LoadingState } from '../../components/LoadingState';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { paths } from '../../config/paths';
import { useServiceMessage } from '../../hooks/use-service-message';
import { useFocusFirstError } from '../../lib/use-focus-first-error';
import { restorePasswordSchema } from './auth-schemas';

/**
 * /password-restore/:token — the page the emailed link opens. The link is checked first, so a used or
 * unknown one says so before the customer types a new password.
 */
export default function RestorePasswordScreen() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  // Asked afresh each time the page opens: the link may have been used since.
  const check = useCheckPasswordRestoreQuery({ body: { token } }, { refetchOnMountOrArgChange: true });
  // Only the server's refusal (400) makes the link dead; an outage leaves the form to try.
  const linkDead = check.isError && apiErrorStatus(check.error) === 400;
  const [restorePassword] = useRestorePasswordMutation();
  const [result, setResult] = useState<'restored' | 'failed' | null>(null);
  // An outage is said as such: the link may well be good, it is no reason to ask for another.
  const [outage, setOutage] = useState<string | null>(null);
  const serviceMessage = useServiceMessage();

  const formik = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: restorePasswordSchema,
    onSubmit: async ({ password }) => {
      setResult(null);
      setOutage(null);
      try {
        await restorePassword({ body: { token, password } }).unwrap();
        setResult('restored');
      } catch (error) {
        const unavailable = serviceMessage(error);
        if (unavailable) setOutage(unavailable);
        else setResult('failed');
      }
    },
  });
  const formRef = useFocusFirstError(formik);

  return (
    <Layout title={t('passwordReset.title')}>
      <div className="card stack">
        {result === 'restored' ? (
          <>
            <Alert tone="success">{t('passwordReset.success')}</Alert>
            <Link to={paths.home.getHref()}>{t('passwordReset.login')}</Link>
          </>
        ) : check.isLoading ? (
          <LoadingState label={t('passwordReset.checking')} />
        ) : linkDead ? (
          <>
            <Alert tone="error">{t('passwordReset.linkInvalid')}</Alert>
            <Link to={paths.passwordRestore.getHref()}>{t('passwordReset.requestNewLink')}</Link>
          </>
        ) : (
          <form className="form" ref={formRef} onSubmit={formik.handleSubmit} noValidate>
            <NewPasswordFields
              formik={formik}
              field="password"
              label={t('passwordReset.password')}
              confirmLabel={t('passwordReset.confirmPassword')}
            />
            {outage && <Alert tone="error">{outage}</Alert>}
            {result === 'failed' && (
              <>
                <Alert tone="error">{t('passwordReset.failed')}</Alert>
                <Link to={paths.passwordRestore.getHref()}>{t('passwordReset.requestNewLink')}</Link>
              </>
            )}
            <Button type="submit" fullWidth loading={formik.isSubmitting}>
              {t('passwordReset.submit')}
            </Button>
          </form>
        )}
      </div>
    </Layout>
  );
}
