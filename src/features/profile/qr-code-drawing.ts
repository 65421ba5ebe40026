import { useEffect, useState } from 'react';
import type { QrCodePaths } from './qr-code-paths';
import { startQrCodeWorker } from './qr-code-worker';

type Pending = { resolve: (paths: QrCodePaths) => void; reject: (error: unknown) => void };

let worker: Worker | undefined | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

/** The drawing worker, started on first use; undefined where there is none (or it failed to start). */
function drawingWorker(): Worker | undefined {
  if (worker !== null) return worker;
  try {
    worker = startQrCodeWorker();
  } catch {
    worker = undefined;
  }
  worker?.addEventListener('message', (event: MessageEvent<{ id: number; paths: QrCodePaths }>) => {
    pending.get(event.data.id)?.resolve(event.data.paths);
    pending.delete(event.data.id);
  });
  worker?.addEventListener('error', (event) => {
    // A worker that cannot run (its script refused, say): every code asked of it is drawn here instead.
    event.preventDefault();
    worker?.terminate();
    worker = undefined;
    for (const request of pending.values()) request.reject(event);
    pending.clear();
  });
  return worker;
}

/** Draws the code in the worker; where there is none, on the main thread, in a task of its own. */
export async function drawQrCode(text: string): Promise<QrCodePaths> {
  const drawer = drawingWorker();
  if (drawer) {
    nextId += 1;
    const id = nextId;
    try {
      return await new Promise<QrCodePaths>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        drawer.postMessage({ id, text });
      });
    } catch {
      // The worker failed: drawn here below.
    }
  }
  // Its own chunk, loaded only here (the service worker keeps it once used, as every screen's chunk):
  // the offline snapshot, which every page holds, stays light.
  const { qrCodePaths } = await import(/* webpackChunkName: "qr-code" */ './qr-code-paths');
  return qrCodePaths(text);
}

/**
 * The QR code of `text` once drawn. While the code of a new text is being drawn, the last one drawn is
 * kept (`current` false), as the screen keeps the last code while it fetches a new token.
 */
export function useQrCode(text: string | undefined): { paths: QrCodePaths; current: boolean } | undefined {
  const [drawn, setDrawn] = useState<{ text: string; paths: QrCodePaths }>();
  useEffect(() => {
    if (!text) return;
    let cancelled = false;
    void drawQrCode(text).then((paths) => {
      if (!cancelled) setDrawn({ text, paths });
    });
    return () => {
      cancelled = true;
    };
  }, [text]);
  return drawn && { paths: drawn.paths, current: drawn.text === text };
}
