import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { Layout } from '../../components/Layout';
import { paths } from '../../config/paths';
import { type CameraStatus, useQrCamera } from '../../hooks/use-qr-camera';
import { ProviderCodeForm } from './ProviderCodeForm';
import { providerIdFromCode } from './provider-code';
import '../../components/badges-and-skeletons.css';
import './providers.css';

const CAMERA_PROBLEMS = {
  noCamera: 'scan.noCamera',
  permissionDenied: 'scan.permissionDenied',
  cameraError: 'scan.cameraError',
} as const satisfies Partial<Record<CameraStatus, string>>;

export default function ScanQrScreen() {
  const { t } = useTranslation('catalog');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [foreignCode, setForeignCode] = useState(false);
  // Navigating by rendering <Navigate>, not from the submit or decode handler, keeps the
  // route change out of the form's event (React 19 tracks transitions started there).
  const [foundProviderId, setFoundProviderId] = useState<string>();

  const onDecode = useCallback((text: string) => {
    const providerId = providerIdFromCode(text);
    if (providerId) setFoundProviderId(providerId);
    else setForeignCode(true);
  }, []);
  const status = useQrCamera(videoRef, onDecode);
  const cameraWorks = status === 'starting' || status === 'scanning';

  // Replace, not push: Back from the menu must not land on a scanner that, still pointed at
  // the same code, would send the customer straight back to the menu.
  if (foundProviderId) return <Navigate to={paths.products.getHref(foundProviderId)} replace />;

  return (
    <Layout title={t('scan.title')} showBack>
      <div className="stack">
        {cameraWorks && (
          <div className="scanner">
            <p>{t('scan.intro')}</p>
            <video
              ref={videoRef}
              className="scanner__video"
              aria-label={t('scan.videoLabel')}
              muted
              playsInline
            />
            {status === 'starting' && (
              <p role="status" className="muted">
                {t('scan.starting')}
              </p>
            )}
          </div>
        )}
        {status in CAMERA_PROBLEMS && (
          <Alert tone="info">{t(CAMERA_PROBLEMS[status as keyof typeof CAMERA_PROBLEMS])}</Alert>
        )}
        {foreignCode && cameraWorks && <Alert tone="error">{t('scan.notOurs')}</Alert>}
        <ProviderCodeForm onProviderFound={setFoundProviderId} />
      </div>
    </Layout>
  );
}
