import qrcode from 'qrcode-generator';

/** A QR code drawn for SVG: `size` modules a side, and the path of its dark modules in that grid. */
export interface QrCodePaths {
  size: number;
  dark: string;
}

// The text's bytes as UTF-8 (qrcode-generator's own reading keeps only the low byte of each character);
// react-qr-code, which the place signs use, sets the same.
qrcode.stringToBytes = (text: string) => Array.from(new TextEncoder().encode(text));

/**
 * The QR code of a text (byte mode, error correction L, the smallest version that holds it, as
 * react-qr-code made it), as one path: each run of dark modules in a row is one rectangle, so a code of
 * 61 × 61 modules is some 900 rectangles instead of 1,900 squares.
 */
export function qrCodePaths(text: string): QrCodePaths {
  const code = qrcode(0, 'L');
  code.addData(text);
  code.make();
  const size = code.getModuleCount();
  const runs: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let column = 0;
    while (column < size) {
      if (!code.isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < size && code.isDark(row, column)) column += 1;
      runs.push(`M${start} ${row}h${column - start}v1h-${column - start}z`);
    }
  }
  return { size, dark: runs.join('') };
}
