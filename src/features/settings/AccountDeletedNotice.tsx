import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { useAppDispatch } from '../../stores/hooks';
import { forgetSession } from '../../stores/session';

export const ACCOUNT_DELETED_REDIRECT_MS = 2000;

/** Set for the login page once an account is deleted on this device (session storage). */
export const ACCOUNT_DELETED_KEY = 'account.deleted';

/**
 * Replaces the whole settings screen once the account is gone. Long enough to read it, the
 * session is forgotten on this device too, and the route guards take the customer to /.
 */
export function AccountDeletedNotice() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();

  useEffect(() => {
    const timer = setTimeout(() => {
      // The login page the guards take the customer to says it again (LoginScreen).
      try {
        sessionStorage.setItem(ACCOUNT_DELETED_KEY, '1');
      } catch {
        // The notice here was all there is to say.
      }
      forgetSession(dispatch);
    }, ACCOUNT_DELETED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [dispatch]);

  return (
    <section className="card">
      <Alert tone="success">{t('settings.deleted')}</Alert>
    </section>
  );
}
