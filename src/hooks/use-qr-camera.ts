import { type RefObject, useEffect, useRef, useState } from 'react';

export type CameraStatus = 'starting' | 'scanning' | 'noCamera' | 'permissionDenied' | 'cameraError';

async function cameraPermissionDenied(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'camera' as PermissionName });
    return status?.state === 'denied';
  } catch {
    return false;
  }
}

/**
 * Runs qr-scanner on `videoRef` and reports every decoded text. The library is loaded here
 * only, so no other screen downloads it. It reports every start failure as "Camera not
 * found.", so the permission state tells a refusal from a missing camera.
 */
export function useQrCamera(videoRef: RefObject<HTMLVideoElement | null>, onDecode: (text: string) => void) {
  const [status, setStatus] = useState<CameraStatus>('starting');
  const onDecodeRef = useRef(onDecode);
  onDecodeRef.current = onDecode;

  useEffect(() => {
    let cancelled = false;
    let scanner: { destroy(): void } | undefined;

    async function start() {
      const { default: QrScanner } = await import('qr-scanner');
      if (cancelled) return;
      if (!(await QrScanner.hasCamera())) {
        if (!cancelled) setStatus('noCamera');
        return;
      }
      const video = videoRef.current;
      if (!video || cancelled) return;
      const instance = new QrScanner(video, (result) => onDecodeRef.current(result.data), {
        returnDetailedScanResult: true,
        highlightScanRegion: true,
        maxScansPerSecond: 5,
      });
      scanner = instance;
      try {
        await instance.start();
        if (!cancelled) setStatus('scanning');
      } catch {
        if (cancelled) return;
        setStatus((await cameraPermissionDenied()) ? 'permissionDenied' : 'cameraError');
      }
    }

    start().catch(() => {
      if (!cancelled) setStatus('cameraError');
    });
    return () => {
      cancelled = true;
      scanner?.destroy();
    };
  }, [videoRef]);

  return status;
}
