import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Layout } from '../../components/Layout';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useAppDispatch } from '../../stores/hooks';
import { logout } from '../../stores/session';
import { AccountDeletedNotice } from './AccountDeletedNotice';
import { DeleteAccount } from './DeleteAccount';
import { EmailForm } from './EmailForm';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationSettings } from './NotificationSettings';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** Public: logged out, only the language and a login link; logged in, the account too. */
export default function SettingsScreen() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const user = useCurrentUser();
  const [loggingOut, setLoggingOut] = useState(false);
  const [accountDeleted, setAccountDeleted] = useState(false);

  const handleLogout = async () => {
    setLoggingOut(true);
    // Signed out, the route guards take the customer to /.
    await logout(dispatch);
  };

  if (accountDeleted) {
    return (
      // Nothing of the deleted account is left to manage or navigate to while the notice shows.
      <Layout title={t('settings.title')} showFooter={false}>
        <AccountDeletedNotice />
      </Layout>
    );
  }

  return (
    <Layout title={t('settings.title')}>
      <section className="card" aria-labelledby="language-section">
        <h2 id="language-section">{t('settings.languageSection')}</h2>
        <LanguageSwitch saveToAccount={Boolean(user)} />
      </section>
      {user ? (
        <>
          <section className="card stack" aria-labelledby="account-section">
            <h2 id="account-section">{t('settings.accountSection')}</h2>
            <p>{t('settings.loggedInAs', { email: user.email })}</p>
            <Link to={paths.consentManagement.getHref()}>{t('settings.consents')}</Link>
            <Button variant="secondary" onClick={() => void handleLogout()} loading={loggingOut}>
              {t('settings.logout')}
            </Button>
          </section>
          <NotificationSettings />
          <ProfileForm user={user} />
          <EmailForm user={user} />
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
