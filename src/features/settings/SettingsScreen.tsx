import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Layout } from '../../components/Layout';
import { paths } from '../../config/paths';
import { selectAuth } from '../../stores/auth-slice';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { logout } from '../../stores/session';
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
    navigate(paths.home.getHref(), { replace: true });
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
            <Link to={paths.consentManagement.getHref()}>{t('settings.consents')}</Link>
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
          <Link to={paths.home.getHref()}>{t('settings.login')}</Link>
        </section>
      )}
    </Layout>
  );
}
