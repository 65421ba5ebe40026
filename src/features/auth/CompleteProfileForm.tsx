import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useUpdateMyProfileMutation } from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Layout } from '../../components/Layout';
import { PageLoading } from '../../components/LoadingState';
import { paths } from '../../config/paths';
import { selectAuth, userUpdated } from '../../stores/auth-slice';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { routeAfterSignIn } from '../../stores/session';
import { completeProfileSchema } from './auth-schemas';
import { ContactFields } from './ContactFields';

/** A Google user gives the birthdate and phone Google does not share (SPEC 6). */
export function CompleteProfileForm() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user, isLoading } = useAppSelector(selectAuth);
  const [updateProfile] = useUpdateMyProfileMutation();
  const [submitError, setSubmitError] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { birthdate: user?.birthdate ?? '', phone: user?.phone ?? '' },
    validationSchema: completeProfileSchema,
    onSubmit: async ({ birthdate, phone }) => {
      setSubmitError(null);
      try {
        const response = await updateProfile({ body: { birthdate, phone: phone.trim() } }).unwrap();
        dispatch(userUpdated(response.data));
        navigate(await routeAfterSignIn(dispatch, response.data), { replace: true });
      } catch {
        setSubmitError(t('genericError', { ns: 'common' }));
      }
    },
  });

  if (isLoading) return <PageLoading />;
  if (!user) return <Navigate to={paths.home.getHref()} replace />;

  return (
    <Layout title={t('register.completeTitle')} showFooter={false}>
      <form className="card form" onSubmit={formik.handleSubmit} noValidate>
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
