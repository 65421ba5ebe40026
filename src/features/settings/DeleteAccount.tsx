import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDeleteMyAccountMutation } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { routes } from '../../app/routes';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { forgetSession } from '../auth/session';

const REDIRECT_DELAY_MS = 2000;

export function DeleteAccount() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deleteAccount, { isLoading }] = useDeleteMyAccountMutation();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<'deleted' | 'failed' | null>(null);

  const confirm = async () => {
    try {
      await deleteAccount().unwrap();
      setConfirming(false);
      setResult('deleted');
      // Let the user read the confirmation, then leave the account behind.
      setTimeout(() => {
        forgetSession(dispatch);
        navigate(routes.home(), { replace: true });
      }, REDIRECT_DELAY_MS);
    } catch {
      setConfirming(false);
      setResult('failed');
    }
  };

  return (
    <section className="card stack" aria-labelledby="delete-section">
      <h2 id="delete-section">{t('settings.deleteSection')}</h2>
      <p className="muted">{t('settings.deleteIntro')}</p>
      {result === 'deleted' && <Alert tone="success">{t('settings.deleted')}</Alert>}
      {result === 'failed' && <Alert tone="error">{t('settings.deleteFailed')}</Alert>}
      {result !== 'deleted' && (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('settings.deleteAccount')}
        </Button>
      )}
      <Dialog
        open={confirming}
        title={t('settings.deleteConfirmTitle')}
        confirmLabel={t('settings.deleteConfirm')}
        cancelLabel={t('cancel', { ns: 'common' })}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
        destructive
        confirmLoading={isLoading}
      >
        <p>{t('settings.deleteConfirmText')}</p>
      </Dialog>
    </section>
  );
}
