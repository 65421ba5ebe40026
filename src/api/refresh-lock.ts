// One token refresh at a time across every tab of this browser (issue 13): two tabs that wake
// with an expired access token must not both spend the same refresh token. The tab that gets
// the lock refreshes; the others, once they get it, find the new tokens in localStorage
// (shared by all tabs) and use them instead of refreshing again. A tab whose 401 comes after the
// refreshing tab let go finds the lock free, yet must not refresh either: the refreshing tab leaves
// a mark in the lock manager (rotatedElsewhere) that tells it to wait for the new tokens instead.
//
// The Web Locks API (navigator.locks) is the lock. Where it is missing, a lease in
// localStorage stands in: a tab waits while another tab's lease is fresh (woken by the
// `storage` event when that tab lets go), then takes it. Two tabs checking the lease in the
// same instant can both take it; the server's grace window for a just-rotated refresh token
// (README, REFRESH_GRACE_SECONDS) keeps the session alive in that rare case.

const LOCK_NAME = 'loyalty-token-refresh';
export const REFRESH_LEASE_KEY = 'tokenRefreshLease';
/** Longer than a refresh takes on a slow network; a tab that dies holding the lease frees it by then. */
export const REFRESH_LEASE_MS = 15_000;

interface Lease {
  owner: string;
  expiresAt: number;
}

const thisTab = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function readLease(): Lease | null {
  try {
    const lease = JSON.parse(localStorage.getItem(REFRESH_LEASE_KEY) ?? 'null') as Partial<Lease> | null;
    return typeof lease?.owner === 'string' && typeof lease.expiresAt === 'number'
      ? { owner: lease.owner, expiresAt: lease.expiresAt }
      : null;
  } catch {
    return null;
  }
}

const heldByAnotherTab = (lease: Lease | null): lease is Lease =>
  lease !== null && lease.owner !== thisTab && lease.expiresAt > Date.now();

/** Resolves when the lease key changes in another tab, or after `ms`. */
function leaseChangeOrTimeout(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === REFRESH_LEASE_KEY || event.key === null) done();
    };
    const timer = setTimeout(done, Math.max(ms, 0));
    window.addEventListener('storage', onStorage);
  });
}

async function withStorageLease<T>(task: (waited: boolean) => Promise<T>): Promise<T> {
  let waited = false;
  for (let lease = readLease(); heldByAnotherTab(lease); lease = readLease()) {
    waited = true;
    await leaseChangeOrTimeout(lease.expiresAt - Date.now());
  }
  localStorage.setItem(
    REFRESH_LEASE_KEY,
    JSON.stringify({ owner: thisTab, expiresAt: Date.now() + REFRESH_LEASE_MS } satisfies Lease),
  );
  try {
    return await task(waited);
  } finally {
    if (readLease()?.owner === thisTab) localStorage.removeItem(REFRESH_LEASE_KEY);
  }
}

const TAKEN = Symbol('taken by another tab');

/**
 * How long a tab that rotated a refresh token says so (below). Longer than a 401 can take to reach a
 * tab on a slow network after another tab refreshed; the mark is a held lock, so it also goes when the
 * tab closes.
 */
export const ROTATION_MARK_MS = 60_000;

/** The name of the lock a tab holds for a while after it replaced `refreshToken` (its tail is enough). */
const rotationMark = (refreshToken: string) => `${LOCK_NAME}:rotated:${refreshToken.slice(-32)}`;

/**
 * Whether another tab has replaced `refreshToken`, even if its new tokens have not reached this tab's
 * view of localStorage yet. The lock manager answers for every tab at once (unlike localStorage, which
 * each tab sees through its own copy), and the tab that refreshed took its mark before it let go of the
 * refresh lock: a tab granted the lock after it always finds the mark.
 */
async function rotatedElsewhere(locks: LockManager, refreshToken: string) {
  const name = rotationMark(refreshToken);
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === name);
}

/** Holds the mark that says `refreshToken` was replaced, for ROTATION_MARK_MS; resolves once it is held. */
function markRotated(locks: LockManager, refreshToken: string) {
  return new Promise<void>((held) => {
    void locks.request(rotationMark(refreshToken), { ifAvailable: true }, () => {
      held();
      return new Promise((release) => setTimeout(release, ROTATION_MARK_MS));
    });
  });
}

/**
 * Runs `task` while no other tab of this browser runs one (see above). `task` learns whether another
 * tab has replaced `spentToken` (the refresh token this tab would spend): that tab stored new tokens,
 * which may reach this tab a moment later. Before letting go, a tab whose task replaced `spentToken`
 * says so to the tabs that come after it.
 */
export async function withRefreshLock<T>(
  spentToken: string,
  task: (rotatedElsewhere: boolean) => Promise<T>,
  storedToken: () => string | null,
): Promise<T> {
  const locks: LockManager | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (typeof locks?.request === 'function') {
    const run = async (waited: boolean) => {
      const rotated =
        waited || (typeof locks.query === 'function' && (await rotatedElsewhere(locks, spentToken)));
      const result = await task(rotated);
      const stored = storedToken();
      if (stored !== null && stored !== spentToken) await markRotated(locks, spentToken);
      return result;
    };
    const now = await locks.request(LOCK_NAME, { mode: 'exclusive', ifAvailable: true }, async (lock) =>
      lock ? { value: await run(false) } : TAKEN,
    );
    if (now !== TAKEN) return now.value;
    return locks.request(LOCK_NAME, { mode: 'exclusive' }, () => run(true));
  }
  return withStorageLease(task);
}

/** How long a tab that waited for another tab's refresh waits for that tab's tokens to reach it. */
export const STORAGE_PROPAGATION_MS = 1_000;

/**
 * Resolves with `key`'s value in localStorage once it is no longer `was`, or after `ms` with whatever
 * it is then. Each tab sees localStorage through its own copy, which the browser updates a moment after
 * another tab writes (the `storage` event says when): a tab granted the lock that another tab has just
 * released may not see the tokens that tab stored before letting go, for a few milliseconds.
 */
export function storedValueChange(key: string, was: string | null, ms = STORAGE_PROPAGATION_MS) {
  return new Promise<string | null>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      resolve(localStorage.getItem(key));
    };
    const onStorage = (event: StorageEvent) => {
      if ((event.key === key || event.key === null) && localStorage.getItem(key) !== was) done();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('storage', onStorage);
    if (localStorage.getItem(key) !== was) done();
  });
}
