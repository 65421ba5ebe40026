import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { lastSeenBy } from '../api';
import { userIdFromAccessToken } from '../api/token-storage';
import { Button } from '../components/Button';
import { Layout } from '../components/Layout';
import { LoadingState } from '../components/LoadingState';
import { selectAuth } from '../stores/auth-slice';
import { useAppDispatch, useAppSelector } from '../stores/hooks';
import { retrySession } from './boot';

// Only for a start without the server: its own chunk (with the `orders` texts and the QR code).
const OfflineSnapshot = lazy(() => import(/* webpackChunkName: "offline-snapshot" */ './OfflineSnapshot'));

/**
 * What the guarded pages show while a stored session is being restored: the app's shell at
 * once (header and navigation) with a loading state, or, when an outage keeps the server out
 * of reach, which outage it is and a way to try now. The tokens are kept meanwhile, and
 * SessionBootstrap keeps retrying.
 */
export function SessionPending() {
  const { t } = useTranslation('common');
  const { outage } = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [retrying, setRetrying] = useState(false);

  if (!outage) {
    return (
      <Layout>
        <LoadingState label={t('session.restoring')} />
      </Layout>
    );
  }
  const lastSeen = lastSeenBy(userIdFromAccessToken());
  const retry = () => {
    setRetrying(true);
    void retrySession(dispatch, location).finally(() => setRetrying(false));
  };
  return (
    <Layout title={t(outage === 'offline' ? 'session.offlineTitle' : 'session.unavailableTitle')}>
      <div className="state" role="status">
        <p>{t(outage === 'offline' ? 'session.offline' : 'session.unavailable')}</p>
        <Button variant="secondary" onClick={retry} loading={retrying}>
          {t('session.retry')}
        </Button>
      </div>
      {lastSeen && (
        <Suspense fallback={null}>
          <OfflineSnapshot lastSeen={lastSeen} />
        </Suspense>
      )}
    </Layout>
  );
}
