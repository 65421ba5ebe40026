import type { Schema } from '../../api/handler';

type Language = Schema<'Language'>;

/** What an authenticated request learns about its caller besides the id. */
export interface ActiveUser {
  /** The language the user chose; null when none was chosen. */
  language: Language | null;
}

export interface ActiveUsers {
  /** The user when the account is active (not deleted), else undefined. */
  get(userId: string): Promise<ActiveUser | undefined>;
  /** The account is gone (deleted, or all its sessions ended): its tokens are refused from now on. */
  forget(userId: string): void;
  /** The account changed (e.g. its language): the next request reads it again. */
  refresh(userId: string): void;
}

/**
 * "Does this user still exist?" for every authorised request, without a query each time: an active
 * user is remembered for `ttlMs`, a deleted one for good (ids are never reused). The account deletion
 * path calls `forget`, so on this instance a deleted user's token is refused at once; other instances
 * learn it through the cross-instance fan-out (when it calls `forget`), or after `ttlMs` at the latest.
 */
export function createActiveUsers(
  lookup: (userId: string) => Promise<ActiveUser | undefined>,
  { ttlMs = 15_000, max = 50_000, now = Date.now }: { ttlMs?: number; max?: number; now?: () => number } = {},
): ActiveUsers {
  const active = new Map<string, ActiveUser & { until: number }>();
  const gone = new Set<string>();
  return {
    async get(userId) {
      if (gone.has(userId)) return undefined;
      const known = active.get(userId);
      if (known && known.until > now()) return known;
      const user = await lookup(userId);
      if (!user) {
        active.delete(userId);
        return undefined;
      }
      // Oldest first out: a Map iterates in insertion order.
      if (active.size >= max) active.delete(active.keys().next().value as string);
      active.delete(userId);
      active.set(userId, { ...user, until: now() + ttlMs });
      return user;
    },
    forget(userId) {
      active.delete(userId);
      gone.add(userId);
    },
    refresh(userId) {
      active.delete(userId);
    },
  };
}
