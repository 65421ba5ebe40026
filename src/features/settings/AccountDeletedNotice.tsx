import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { paths } from '../../config/paths';

export const ACCOUNT_DELETED_REDIRECT_MS = 2000;

/** Replaces the whole settings screen once the account is gone, then returns to /. */
export function AccountDeletedNotice() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();

  useEffect(() => {
    // Long enough to read the confirmation.
    const timer = setTimeout(
      () => navigate(paths.home.getHref(), { replace: true }),
      ACCOUNT_DELETED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <section className="card">
      <Alert tone="success">{t('settings.deleted')}</Alert>
    </section>
  );
}
