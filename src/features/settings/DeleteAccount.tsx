import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteMyAccountMutation } from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useServiceMessage } from '../../hooks/use-service-message';

/** Deletes the account after a confirmation; `onDeleted` runs once the server has deleted it. */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('account');
  const [deleteAccount, { isLoading }] = useDeleteMyAccountMutation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const serviceMessage = useServiceMessage();
  const user = useCurrentUser();
  // What happens to what is under way: orders not ready yet are cancelled (the place is told), a
  // ready one is still handed over, and the balance is lost.
  const openOrders = user?.activeOrders.filter((order) => order.status !== 'ready').length ?? 0;
  const readyOrders = (user?.activeOrders.length ?? 0) - openOrders;
  const balance = user?.loyaltyPoints ?? 0;

  const confirm = async () => {
    setFailure(null);
    try {
      await deleteAccount().unwrap();
      setConfirming(false);
      // The server revoked every token already; the notice that follows forgets them here.
      onDeleted();
    } catch (error) {
      setConfirming(false);
      setFailure(serviceMessage(error) ?? t('settings.deleteFailed'));
    }
  };

  return (
    <section className="card stack" aria-labelledby="delete-section">
      <h2 id="delete-section">{t('settings.deleteSection')}</h2>
      <p className="muted">{t('settings.deleteIntro')}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('settings.deleteAccount')}
      </Button>
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
        {openOrders > 0 && <p>{t('settings.deleteOpenOrders', { count: openOrders })}</p>}
        {readyOrders > 0 && <p>{t('settings.deleteReadyOrders', { count: readyOrders })}</p>}
        {balance > 0 && <p>{t('settings.deleteBalance', { count: balance })}</p>}
      </Dialog>
    </section>
  );
}
