import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useRestorePasswordMutation } from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Layout } from '../../components/Layout';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { paths } from '../../config/paths';
import { restorePasswordSchema } from './auth-schemas';

/** /password-restore/:token — the page the emailed link opens. */
export default function RestorePasswordScreen() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const [restorePassword] = useRestorePasswordMutation();
  const [result, setResult] = useState<'restored' | 'failed' | null>(null);

  const formik = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: restorePasswordSchema,
    onSubmit: async ({ password }) => {
      setResult(null);
      try {
        await restorePassword({ token, body: { password } }).unwrap();
        setResult('restored');
      } catch {
        setResult('failed');
      }
    },
  });

  return (
    <Layout title={t('passwordReset.title')}>
      <div className="card stack">
        {result === 'restored' ? (
          <>
            <Alert tone="success">{t('passwordReset.success')}</Alert>
            <Link to={paths.home.getHref()}>{t('passwordReset.login')}</Link>
          </>
        ) : (
          <form className="form" onSubmit={formik.handleSubmit} noValidate>
            <NewPasswordFields
              formik={formik}
              field="password"
              label={t('passwordReset.password')}
              confirmLabel={t('passwordReset.confirmPassword')}
            />
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
