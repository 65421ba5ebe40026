import type { OutputInfo } from 'sharp';
import { badRequest } from '../../lib/errors';

// What an upload becomes: the bytes are sniffed (never the Content-Type), decoded, turned upright, and
// encoded anew without their metadata at the widths the app shows, in AVIF, WebP and JPEG.

export type ImageFormat = 'avif' | 'webp' | 'jpeg';
/** The product card's and the product page's widths (getImage's `width`). */
export const IMAGE_WIDTHS = [320, 800] as const;
const LARGEST_WIDTH = 800;
/** A decompression bomb (a small file of a huge picture) is refused before it is decoded. */
const MAX_PIXELS = 40_000_000;

type Sniffed = 'jpeg' | 'png' | 'webp' | 'avif';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** The image type the bytes start with, or undefined: JPEG, PNG, WebP and AVIF only. */
export function sniffImageType(bytes: Buffer): Sniffed | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    // The major brand, then the compatible brands of the `ftyp` box.
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
  }
  return undefined;
}

export interface ProcessedImage {
  width: number;
  height: number;
  variants: { width: number; format: ImageFormat; bytes: Buffer }[];
}

const notAnImage = () =>
  badRequest('The file is not an image we accept', [
    { field: 'body', message: 'must be a JPEG, PNG, WebP or AVIF image' },
  ]);

/** Decodes and re-encodes an upload; 400 for anything that is not an accepted image that decodes. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const type = sniffImageType(bytes);
  if (!type) throw notAnImage();
  // sharp (libvips) is loaded at the first upload, not at the server's start (issue 27).
  const { default: sharp } = await import('sharp');
  let upright: { data: Buffer; info: OutputInfo };
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const metadata = await input.metadata();
    const decodedAs = metadata.format === 'heif' ? 'avif' : metadata.format;
    if (decodedAs !== type) throw notAnImage();
    // One decode, turned upright (EXIF orientation), kept losslessly for the encodes below.
    upright = await input.rotate().png({ compressionLevel: 0 }).toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && error.name === 'AppError') throw error;
    throw notAnImage();
  }
  const { width, height } = upright.info;
  const variants: ProcessedImage['variants'] = [];
  for (const target of IMAGE_WIDTHS) {
    const resized = sharp(upright.data).resize({ width: Math.min(target, width), withoutEnlargement: true });
    const [avif, webp, jpeg] = await Promise.all([
      resized.clone().avif({ quality: 55, effort: 3 }).toBuffer(),
      resized.clone().webp({ quality: 80 }).toBuffer(),
      resized.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    ]);
    variants.push(
      { width: target, format: 'avif', bytes: avif },
      { width: target, format: 'webp', bytes: webp },
      { width: target, format: 'jpeg', bytes: jpeg },
    );
  }
  const largest = Math.min(width, LARGEST_WIDTH);
  return { width: largest, height: Math.max(1, Math.round((height * largest) / width)), variants };
}

/** The best format the Accept header allows: AVIF, then WebP, else JPEG (which every browser takes). */
export function formatFor(accept: string | undefined): ImageFormat {
  const header = (accept ?? '').toLowerCase();
  if (header.includes('image/avif')) return 'avif';
  if (header.includes('image/webp')) return 'webp';
  return 'jpeg';
}
