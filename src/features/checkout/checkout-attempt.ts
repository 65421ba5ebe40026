import type { CheckoutRequest } from '../../api';

// One checkout attempt, one Idempotency-Key. The key is made the first time an order is
// submitted and kept in sessionStorage with the request it was made for, so a double click, a
// retry after a timeout or a reload sends the same key again and the server answers the order
// it already placed instead of placing a second one. A different request (another basket,
// payment method or pickup time) is another attempt with a new key: the server refuses a key
// reused for a different body. The attempt ends when the order is confirmed.

const STORAGE_KEY = 'checkout.attempt';

/** The same attempt in memory, for when sessionStorage is blocked or full. */
let lastAttempt: StoredAttempt | undefined;

interface StoredAttempt {
  request: string;
  key: string;
}

/** The request as a stable string: the same order gives the same text whatever the key order. */
const fingerprint = (request: CheckoutRequest) =>
  JSON.stringify({
    providerId: request.providerId,
    items: request.items.map(({ productId, quantity, selectedExtraOptions }) => [
      productId,
      quantity,
      selectedExtraOptions,
    ]),
    paymentMethod: request.paymentMethod,
    pickup: 'asap' in request.pickup ? 'asap' : request.pickup.at,
  });

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing: a version 4 UUID from random bytes.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function readAttempt(): StoredAttempt | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as StoredAttempt | null;
    return stored && typeof stored.key === 'string' && typeof stored.request === 'string'
      ? stored
      : lastAttempt;
  } catch {
    return lastAttempt;
  }
}

/**
 * The key of an attempt this tab submitted and never saw confirmed (a reload in the middle of a
 * checkout): the checkout asks the server whether it placed an order before showing the form again.
 */
export function pendingAttemptKey(): string | undefined {
  return readAttempt()?.key;
}

/** The Idempotency-Key for this request: the stored one when it was made for the same request. */
export function idempotencyKeyFor(request: CheckoutRequest): string {
  const text = fingerprint(request);
  const stored = readAttempt();
  if (stored?.request === text) return stored.key;
  lastAttempt = { request: text, key: newKey() };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(lastAttempt));
  } catch {
    // Storage full or blocked: the attempt in memory still holds for this page's retries.
  }
  return lastAttempt.key;
}

/** The order is confirmed: the next checkout is a new attempt. */
export function endCheckoutAttempt(): void {
  lastAttempt = undefined;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
