import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';

export interface ReplaceBasketDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Order again" from another place than the basket's: asks before the basket is replaced (one place per
 * basket). Shown by the profile's orders and the menu's favourites, with hooks/use-order-again.ts.
 */
export function ReplaceBasketDialog({ open, onConfirm, onCancel }: ReplaceBasketDialogProps) {
  const { t } = useTranslation('orders');
  return (
    <Dialog
      open={open}
      title={t('again.replaceTitle')}
      confirmLabel={t('again.replace')}
      cancelLabel={t('cancel.keep')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t('again.replaceText')}</p>
    </Dialog>
  );
}
