import type { QrCodePaths } from './qr-code-paths';

/** A drawn QR code as an image: its dark modules on white, `size` pixels a side. */
export function QrCodeImage({ paths, size, label }: { paths: QrCodePaths; size: number; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${paths.size} ${paths.size}`}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={paths.size} height={paths.size} fill="#FFFFFF" />
      <path d={paths.dark} fill="#000000" />
    </svg>
  );
}
