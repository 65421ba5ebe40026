import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRequestPasswordRestoreMutation } from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Layout } from '../../components/Layout';
import { TextField } from '../../components/TextField';
import { paths } from '../../config/paths';
import { useServiceMessage } from '../../hooks/use-service-message';
import { isSupportedLanguage } from '../../i18n/config';
import { useFieldError } from '../../lib/use-field-error';
import { useFocusFirstError } from '../../lib/use-focus-first-error';
import { requestPasswordRestoreSchema } from './auth-schemas';

export default function RequestPasswordRestoreScreen() {
  const { t, i18n } = useTranslation('auth');
  const [requestRestore] = useRequestPasswordRestoreMutation();
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const serviceMessage = useServiceMessage();

  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: requestPasswordRestoreSchema,
    onSubmit: async ({ email }) => {
      setResult(null);
      const language = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : undefined;
      try {
        await requestRestore({ body: { email: email.trim(), language } }).unwrap();
        setResult('sent');
      } catch (error) {
        setFailure(serviceMessage(error) ?? t('passwordRestore.sendFailed'));
        setResult('failed');
      }
    },
  });
  const formRef = useFocusFirstError(formik);
  const fieldError = useFieldError(formik);

  return (
    <Layout title={t('passwordRestore.title')} showBack>
      <div className="card stack">
        {result === 'sent' ? (
          <Alert tone="success">{t('passwordRestore.sent')}</Alert>
        ) : (
          <form className="form" ref={formRef} onSubmit={formik.handleSubmit} noValidate>
            <p>{t('passwordRestore.intro')}</p>
            <TextField
              label={t('passwordRestore.email')}
              type="email"
              autoComplete="email"
              {...formik.getFieldProps('email')}
              error={fieldError('email')}
            />
            {result === 'failed' && <Alert tone="error">{failure}</Alert>}
            <Button type="submit" fullWidth loading={formik.isSubmitting}>
              {t('passwordRestore.submit')}
            </Button>
          </form>
        )}
        <Link to={paths.home.getHref()}>{t('passwordRestore.backToLogin')}</Link>
      </div>
    </Layout>
  );
}
