import { useTranslation } from 'react-i18next';
import QRCode from 'react-qr-code';
import type { Provider } from '../../api';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { providerCodeUrl } from './provider-code';
import './providers.css';

export interface ProviderQrDialogProps {
  provider: Provider | null;
  onClose: () => void;
}

/**
 * A provider's printable QR code. The print stylesheet hides everything but this dialog, so
 * the printout is the code, the name and the typed-code fallback only.
 */
export function ProviderQrDialog({ provider, onClose }: ProviderQrDialogProps) {
  const { t } = useTranslation('catalog');
  return (
    <Modal
      open={provider !== null}
      title={provider ? t('qr.title', { name: provider.name }) : ''}
      onCancel={onClose}
      className="qr-dialog"
    >
      {provider && (
        <>
          <div className="qr-dialog__code">
            <QRCode
              value={providerCodeUrl(window.location.origin, provider.providerId)}
              size={220}
              role="img"
              aria-label={t('qr.imageLabel', { name: provider.name })}
            />
          </div>
          <p className="muted">{t('qr.hint', { name: provider.name })}</p>
          <p className="qr-dialog__id">{t('qr.code', { code: provider.providerId })}</p>
          <div className="dialog__actions qr-dialog__actions">
            <Button variant="secondary" onClick={onClose}>
              {t('close')}
            </Button>
            <Button onClick={() => window.print()}>{t('qr.print')}</Button>
          </div>
        </>
      )}
    </Modal>
  );
}
