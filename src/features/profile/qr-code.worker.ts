// Draws QR codes off the main thread (qr-code-drawing.ts starts it): making a code of a counter token
// took some 40 ms of the profile's main thread on a phone, in one task.
import { qrCodePaths } from './qr-code-paths';

self.onmessage = (event: MessageEvent<{ id: number; text: string }>) => {
  const { id, text } = event.data;
  self.postMessage({ id, paths: qrCodePaths(text) });
};
