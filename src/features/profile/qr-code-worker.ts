/** The worker that draws QR codes (qr-code.worker.ts), in its own file for webpack; none without workers. */
export function startQrCodeWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  return new Worker(new URL('./qr-code.worker.ts', import.meta.url));
}
