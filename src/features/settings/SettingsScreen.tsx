import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routes } from '../../app/routes';
import { Button } from '../../components/Button';
import { Layout } from '../../components/Layout';
import { selectAuth } from '../auth/auth-slice';
import { logout } from '../auth/session';
import { AccountDeletedNotice } from './AccountDeletedNotice';
import { DeleteAccount } from './DeleteAccount';
import { LanguageSwitch } from './LanguageSwitch';
import { PasswordForm } from './PasswordForm';

/** Public: logged out, only the language and a login link; logged in, the account too. */
export default function SettingsScreen() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user, isAuthenticated } = useAppSelector(selectAuth);
  const [loggingOut, setLoggingOut] = useState(false);
  const [accountDeleted, setAccountDeleted] = useState(false);

  const handleLogout = async () => {
    setLoggingOut(true);
    await logout(dispatch);
    navigate(routes.home(), { replace: true });
  };

  if (accountDeleted) {
    return (
      <Layout title={t('settings.title')}>
        <AccountDeletedNotice />
      </Layout>
    );
  }

  return (
    <Layout title={t('settings.title')}>
      <section className="card" aria-labelledby="language-section">
        <h2 id="language-section">{t('settings.languageSection')}</h2>
        <LanguageSwitch />
      </section>
      {isAuthenticated && user ? (
        <>
          <section className="card stack" aria-labelledby="account-section">
            <h2 id="account-section">{t('settings.accountSection')}</h2>
            <p>{t('settings.loggedInAs', { email: user.email })}</p>
            <Link to={routes.consentManagement}>{t('settings.consents')}</Link>
            <Button variant="secondary" onClick={() => void handleLogout()} loading={loggingOut}>
              {t('settings.logout')}
            </Button>
          </section>
          <PasswordForm hasPassword={user.hasPassword} />
          <DeleteAccount onDeleted={() => setAccountDeleted(true)} />
        </>
      ) : (
        <section className="card stack">
          <p>{t('settings.loginPrompt')}</p>
          <Link to={routes.home()}>{t('settings.login')}</Link>
        </section>
      )}
    </Layout>
  );
}
