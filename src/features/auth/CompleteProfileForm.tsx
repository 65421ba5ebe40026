import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateMyProfileMutation } from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Layout } from '../../components/Layout';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useServiceMessage } from '../../hooks/use-service-message';
import { useFocusFirstError } from '../../lib/use-focus-first-error';
import { completeProfileSchema } from './auth-schemas';
import { ContactFields } from './ContactFields';

/** A Google user gives the birthdate and phone Google does not share (SPEC 6). Signed-in only (app/guards). */
export function CompleteProfileForm() {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  const [updateProfile] = useUpdateMyProfileMutation();
  const serviceMessage = useServiceMessage();
  const [submitError, setSubmitError] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { birthdate: user?.birthdate ?? '', phone: user?.phone ?? '' },
    validationSchema: completeProfileSchema,
    onSubmit: async ({ birthdate, phone }) => {
      setSubmitError(null);
      try {
        // The update invalidates the user; once it is complete, the route guards move on.
        await updateProfile({ body: { birthdate, phone: phone.trim() } }).unwrap();
      } catch (error) {
        setSubmitError(serviceMessage(error) ?? t('genericError', { ns: 'common' }));
      }
    },
  });
  const formRef = useFocusFirstError(formik);

  return (
    <Layout title={t('register.completeTitle')} showFooter={false}>
      <form className="card form" ref={formRef} onSubmit={formik.handleSubmit} noValidate>
        <p>{t('register.completeIntro')}</p>
        <ContactFields formik={formik} />
        {submitError && <Alert tone="error">{submitError}</Alert>}
        <Button type="submit" fullWidth loading={formik.isSubmitting}>
          {t('register.completeSubmit')}
        </Button>
      </form>
    </Layout>
  );
}
