// Writes the PWA icons (public/icons/*.png): a white coffee cup on the brand colour.
// PNG by hand with zlib, so no image library is needed. Run: npx tsx scripts/generate-icons.ts
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BRAND = [0x6b, 0x3e, 0x26] as const;
const CUP = [0xff, 0xfa, 0xf5] as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** Is the point (x, y), in units of the icon's size (0..1), part of the cup? */
function isCup(x: number, y: number): boolean {
  const inBody =
    x >= 0.3 &&
    x <= 0.62 &&
    y >= 0.38 &&
    y <= 0.68 &&
    (y < 0.6 || Math.hypot((x - 0.46) / 0.16, (y - 0.6) / 0.08) <= 1);
  const handleDistance = Math.hypot((x - 0.62) / 0.09, (y - 0.5) / 0.08);
  const inHandle = x > 0.6 && handleDistance <= 1 && handleDistance >= 0.55;
  const inSaucer = y >= 0.71 && y <= 0.74 && x >= 0.24 && x <= 0.7;
  const steam = [0.38, 0.46, 0.54].some(
    (sx) => y >= 0.22 && y <= 0.33 && Math.abs(x - (sx + 0.015 * Math.sin((y - 0.22) * 60))) <= 0.012,
  );
  return inBody || inHandle || inSaucer || steam;
}

function icon(size: number, { maskable }: { maskable: boolean }): Buffer {
  // A maskable icon keeps its drawing inside the central 80% safe zone.
  const scale = maskable ? 0.8 : 1;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      const x = ((px + 0.5) / size - 0.5) / scale + 0.5;
      const y = ((py + 0.5) / size - 0.5) / scale + 0.5;
      const colour = isCup(x, y) ? CUP : BRAND;
      row.set([...colour, 0xff], 1 + px * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const outDir = path.join(__dirname, '..', 'public', 'icons');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'icon-192.png'), icon(192, { maskable: false }));
fs.writeFileSync(path.join(outDir, 'icon-512.png'), icon(512, { maskable: false }));
fs.writeFileSync(path.join(outDir, 'icon-maskable-512.png'), icon(512, { maskable: true }));
console.log(`Icons written to ${outDir}`);
