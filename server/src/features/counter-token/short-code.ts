import { createHmac, randomInt } from 'node:crypto';

// The short code shown under the personal QR code, for a counter without a working camera: 8
// characters from an alphabet without look-alikes (no 0/O, 1/I/L), so 31^8 (about 8.5 * 10^11) codes.
// It lives and rotates with the QR token; the server keeps only its HMAC. Typed codes are read
// case-insensitively, with dashes and spaces ignored; the app shows it as XXXX-XXXX.

export const SHORT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SHORT_CODE_LENGTH = 8;

/** A new random code, uniformly drawn (crypto.randomInt). */
export function newShortCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i += 1)
    code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  return code;
}

/** A typed code as stored: upper case, without dashes and spaces; undefined when it cannot be a code. */
export function normaliseShortCode(typed: string): string | undefined {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== SHORT_CODE_LENGTH) return undefined;
  for (const char of code) if (!SHORT_CODE_ALPHABET.includes(char)) return undefined;
  return code;
}

/** The keyed hash a code is stored and looked up by. */
export function shortCodeHasher(secret: string): (code: string) => string {
  const key = createHmac('sha256', secret).update('counter-short-code').digest();
  return (code) => createHmac('sha256', key).update(code).digest('base64url');
}
