import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { Layout } from '../../components/Layout';
import { cameraWorks, QrCameraView } from '../../components/QrCameraView';
import { paths } from '../../config/paths';
import { useQrCamera } from '../../hooks/use-qr-camera';
import { ProviderCodeForm } from './ProviderCodeForm';
import { providerIdFromCode } from './provider-code';
import '../../components/badges-and-skeletons.css';
import './providers.css';

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

  // Replace, not push: Back from the menu must not land on a scanner that, still pointed at
  // the same code, would send the customer straight back to the menu.
  if (foundProviderId) return <Navigate to={paths.products.getHref(foundProviderId)} replace />;

  return (
    <Layout title={t('scan.title')} showBack>
      <div className="stack">
        <QrCameraView
          status={status}
          videoRef={videoRef}
          texts={{
            intro: t('scan.intro'),
            videoLabel: t('scan.videoLabel'),
            starting: t('scan.starting'),
            problems: {
              noCamera: t('scan.noCamera'),
              permissionDenied: t('scan.permissionDenied'),
              cameraError: t('scan.cameraError'),
            },
          }}
        />
        {foreignCode && cameraWorks(status) && <Alert tone="error">{t('scan.notOurs')}</Alert>}
        <ProviderCodeForm onProviderFound={setFoundProviderId} />
      </div>
    </Layout>
  );
}
