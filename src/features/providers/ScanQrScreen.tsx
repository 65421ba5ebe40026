import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routes } from '../../app/routes';
import { Alert } from '../../components/Alert';
import { Layout } from '../../components/Layout';
import { ProviderCodeForm } from './ProviderCodeForm';
import { providerIdFromCode } from './provider-code';
import { type CameraStatus, useQrCamera } from './use-qr-camera';
import './providers.css';

const CAMERA_PROBLEMS = {
  noCamera: 'scan.noCamera',
  permissionDenied: 'scan.permissionDenied',
  cameraError: 'scan.cameraError',
} as const satisfies Partial<Record<CameraStatus, string>>;

export default function ScanQrScreen() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [foreignCode, setForeignCode] = useState(false);

  const openProvider = useCallback((providerId: string) => navigate(routes.products(providerId)), [navigate]);
  const onDecode = useCallback(
    (text: string) => {
      const providerId = providerIdFromCode(text);
      if (providerId) openProvider(providerId);
      else setForeignCode(true);
    },
    [openProvider],
  );
  const status = useQrCamera(videoRef, onDecode);
  const cameraWorks = status === 'starting' || status === 'scanning';

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
        <ProviderCodeForm onProviderFound={openProvider} />
      </div>
    </Layout>
  );
}
