import type { RefObject } from 'react';
import type { CameraStatus } from '../hooks/use-qr-camera';
import { Alert } from './Alert';

/** What the camera view says, in the caller's words. */
export interface QrCameraTexts {
  intro: string;
  videoLabel: string;
  starting: string;
  /** Why the camera cannot be used (the typed fallback beside it still can). */
  problems: Record<Exclude<CameraStatus, 'starting' | 'scanning'>, string>;
}

/** Whether the camera is (or may soon be) filming. */
export const cameraWorks = (status: CameraStatus) => status === 'starting' || status === 'scanning';

/**
 * The QR scanner's camera as /scan-qr and the staff counter show it: the video `useQrCamera`
 * films into while the camera works, else why it cannot be used.
 */
export function QrCameraView({
  status,
  videoRef,
  texts,
}: {
  status: CameraStatus;
  videoRef: RefObject<HTMLVideoElement | null>;
  texts: QrCameraTexts;
}) {
  if (!cameraWorks(status)) {
    return <Alert tone="info">{texts.problems[status as keyof QrCameraTexts['problems']]}</Alert>;
  }
  return (
    <div className="scanner">
      <p>{texts.intro}</p>
      <video ref={videoRef} className="scanner__video" aria-label={texts.videoLabel} muted playsInline />
      {status === 'starting' && (
        <p role="status" className="muted">
          {texts.starting}
        </p>
      )}
    </div>
  );
}
