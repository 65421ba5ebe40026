import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { getPendingUpdate, subscribeToUpdates } from './service-worker-registration';

export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const applyUpdate = useSyncExternalStore(subscribeToUpdates, getPendingUpdate);
  if (!applyUpdate) return null;
  return (
    <div className="update-toast" role="status">
      <span>{t('update.available')}</span>
      <Button variant="secondary" onClick={applyUpdate}>
        {t('update.reload')}
      </Button>
    </div>
  );
}
