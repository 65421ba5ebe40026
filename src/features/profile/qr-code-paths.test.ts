import qrcode from 'qrcode-generator';
import { qrCodePaths } from './qr-code-paths';

/** The modules a path of qrCodePaths covers: each `M<x> <y>h<w>v1h-<w>z` is a run of `w` modules. */
function modulesOf(dark: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, width, back] of dark.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    expect(back).toBe(width);
    for (let column = Number(x); column < Number(x) + Number(width); column += 1) {
      const row = grid[Number(y)] as boolean[];
      expect(row[column]).toBe(false); // no module drawn twice
      row[column] = true;
    }
  }
  return grid;
}

describe('qrCodePaths', () => {
  // A counter token is a signed JWT of some 250 characters.
  const token = `eyJhbGciOiJIUzI1NiJ9.${'eyJzdWIiOiJjb3VudGVyIn0'.repeat(9)}.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg`;

  it('draws exactly the dark modules of the QR code qrcode-generator makes of the text (level L)', () => {
    const expected = qrcode(0, 'L');
    expected.addData(token);
    expected.make();
    const { size, dark } = qrCodePaths(token);
    expect(size).toBe(expected.getModuleCount());
    expect(size).toBeGreaterThan(40);
    const drawn = modulesOf(dark, size);
    for (let row = 0; row < size; row += 1) {
      for (let column = 0; column < size; column += 1) {
        expect([row, column, drawn[row]?.[column]]).toEqual([row, column, expected.isDark(row, column)]);
      }
    }
  });

  it('draws a run of dark modules in a row as one rectangle', () => {
    const { dark, size } = qrCodePaths(token);
    const rectangles = dark.match(/M/g)?.length ?? 0;
    const darkModules = modulesOf(dark, size).flat().filter(Boolean).length;
    // The finder patterns alone make runs of 7: far fewer rectangles than modules.
    expect(rectangles).toBeLessThan(darkModules * 0.6);
  });

  it('reads the text as UTF-8', () => {
    // Version 1 (21 modules a side) holds 17 bytes at level L: nine "é" are 18 bytes in UTF-8 (version 2,
    // 25 modules), 9 if each character were read as one byte.
    expect(qrCodePaths('é'.repeat(9)).size).toBe(25);
    expect(qrCodePaths('e'.repeat(9)).size).toBe(21);
  });
});
