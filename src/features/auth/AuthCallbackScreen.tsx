import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { Layout } from '../../components/Layout';
import { LoadingState } from '../../components/LoadingState';
import { paths } from '../../config/paths';
import { useAppDispatch } from '../../stores/hooks';
import { signInWithTokens } from '../../stores/session';
import { useAuthErrorMessage } from './auth-error-message';

/** Where the backend sends the browser back after Google sign-in (SPEC 7). */
export default function AuthCallbackScreen() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const accessToken = searchParams.get('accessToken');
  const refreshToken = searchParams.get('refreshToken');
  const [errorCode, setErrorCode] = useState<string | null>(() => {
    if (searchParams.get('error')) return searchParams.get('error');
    return accessToken && refreshToken ? null : 'incomplete';
  });
  const errorMessage = useAuthErrorMessage(errorCode);
  const started = useRef(false);

  useEffect(() => {
    if (errorCode || !accessToken || !refreshToken || started.current) return;
    started.current = true;
    // Signed in, the route guards take the customer on (and out of this URL with its tokens).
    signInWithTokens(dispatch, { accessToken, refreshToken }).catch(() => setErrorCode('complete_failed'));
  }, [accessToken, refreshToken, errorCode, dispatch]);

  return (
    <Layout title={t('callback.title')} showFooter={false}>
      {errorMessage ? (
        <div className="card stack">
          <Alert tone="error">{errorMessage}</Alert>
          <Link to={paths.home.getHref()}>{t('callback.backToLogin')}</Link>
        </div>
      ) : (
        <LoadingState label={t('callback.working')} />
      )}
    </Layout>
  );
}
