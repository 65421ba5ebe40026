import type { Schema } from '../../api/handler';

type Language = Schema<'Language'>;

/** What an authenticated request learns about its caller besides the id. */
export interface ActiveUser {
  /** The language the user chose; null when none was chosen. */
  language: Language | null;
  /** The user has granted the required consents (the consents feature's `requiredConsentsGiven`). */
  consented: boolean;
}

export interface ActiveUsers {
  /** The user when the account is active (not deleted), else undefined. */
  get(userId: string): Promise<ActiveUser | undefined>;
  /** The account is gone (deleted, or all its sessions ended): its tokens are refused from now on. */
  forget(userId: string): void;
  /** The account changed (e.g. its language, its consents): the next request reads it again. */
  refresh(userId: string): void;
}

/**
 * "Does this user still exist, and has it given the required consents?" for every authorised request,
 * without a query each time: an active user who gave the consents is remembered for `ttlMs`, a deleted
 * one for good (ids are never reused). The account deletion path calls `forget`, so on this instance a
 * deleted user's token is refused at once; other instances learn it through the cross-instance fan-out
 * (when it calls `forget`), or after `ttlMs` at the latest. A user without the consents is not
 * remembered: giving them (on any instance) takes effect at the next request everywhere, and the few
 * requests such a user makes (the account and consent screens) each read the row. Saving consents calls
 * `refresh` too, so whatever a save changes is read again at once on this instance.
 */
export function createActiveUsers(
  lookup: (userId: string) => Promise<ActiveUser | undefined>,
  { ttlMs = 15_000, max = 50_000, now = Date.now }: { ttlMs?: number; max?: number; now?: () => number } = {},
): ActiveUsers {
  const active = new Map<string, ActiveUser & { until: number }>();
  const gone = new Set<string>();
  /** Reads under way: requests of one user arriving together share one read. */
  const reading = new Map<string, Promise<ActiveUser | undefined>>();

  async function read(userId: string) {
    const user = await lookup(userId);
    if (!user?.consented) {
      active.delete(userId);
      return user;
    }
    // Oldest first out: a Map iterates in insertion order.
    if (active.size >= max) active.delete(active.keys().next().value as string);
    active.delete(userId);
    active.set(userId, { ...user, until: now() + ttlMs });
    return user;
  }

  return {
    async get(userId) {
      if (gone.has(userId)) return undefined;
      const known = active.get(userId);
      if (known && known.until > now()) return known;
      let pending = reading.get(userId);
      if (!pending) {
        pending = read(userId).finally(() => reading.delete(userId));
        reading.set(userId, pending);
      }
      const user = await pending;
      return gone.has(userId) ? undefined : user;
    },
    forget(userId) {
      active.delete(userId);
      gone.add(userId);
    },
    refresh(userId) {
      active.delete(userId);
      // A read already under way may predate the change: the next request reads again.
      reading.delete(userId);
    },
  };
}
