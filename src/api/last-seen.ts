import type { OrderSummary, QrToken, User } from './generated.gen';

// What the customer last saw of their account, kept on this device only, for when the app opens
// offline (issue 26): the orders under way with their numbers, the balance, and the personal code
// while it is valid. It is the signed-in customer's own data in their own browser (never in the
// service worker's caches), and it is forgotten with the session (logout, a deleted account, a
// refused refresh: forgetLastSeen).

const STORAGE_KEY = 'offline.lastSeen';

export interface LastSeen {
  userId: string;
  /** When it was seen (ISO). */
  seenAt: string;
  name: string;
  loyaltyPoints: number;
  activeOrders: OrderSummary[];
  /** The personal code as last shown, with its expiry. */
  qr: Pick<QrToken, 'token' | 'code' | 'expiresAt'> | null;
}

function read(): LastSeen | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as LastSeen | null;
    return stored && typeof stored.userId === 'string' && Array.isArray(stored.activeOrders)
      ? stored
      : undefined;
  } catch {
    return undefined;
  }
}

function write(lastSeen: LastSeen): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(lastSeen));
  } catch {
    // Storage full or blocked: nothing to show offline, which is what the app did before.
  }
}

/** The user as getMyUser last answered: the balance and the orders under way. */
export function rememberUser(user: User): void {
  const previous = read();
  write({
    userId: user.userId,
    seenAt: new Date().toISOString(),
    name: user.name,
    loyaltyPoints: user.loyaltyPoints,
    activeOrders: user.activeOrders,
    qr: previous?.userId === user.userId ? previous.qr : null,
  });
}

/** The personal code as it was last shown to this user. */
export function rememberQrToken(userId: string, qr: QrToken): void {
  const previous = read();
  if (previous?.userId !== userId) return;
  write({ ...previous, qr: { token: qr.token, code: qr.code, expiresAt: qr.expiresAt } });
}

/** What this user last saw, if it is theirs. */
export function lastSeenBy(userId: string | null): LastSeen | undefined {
  const lastSeen = read();
  return userId && lastSeen?.userId === userId ? lastSeen : undefined;
}

export function forgetLastSeen(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
