import type { Db, Trx } from '../../src/db/schema';

/** A transaction a test keeps open (a connection, a lock or an uncommitted row held) while it does more. */
export interface HeldTransaction {
  /** Commits the transaction; resolves once it has committed (rejects if the commit failed). */
  commit(): Promise<void>;
  /**
   * Rolls the transaction back unless `commit` was called; resolves once it has ended (after a commit,
   * whether or not the commit succeeded). For a `finally`:
   * a test that fails while it holds a transaction must still end it, or the app's close would wait
   * for the connection forever and the test would hang instead of failing.
   */
  rollback(): Promise<void>;
}

class RolledBack extends Error {}

/**
 * Runs `inside` in a new transaction of `db` and keeps the transaction open until the test commits or
 * rolls it back. Resolves once `inside` has run; rejects if the transaction could not begin or
 * `inside` failed (it never waits for a step that will not come).
 */
export async function holdTransaction(
  db: Db,
  inside: (trx: Trx) => Promise<unknown>,
): Promise<HeldTransaction> {
  let decide: (commit: boolean) => void = () => {};
  const decided = new Promise<boolean>((resolve) => {
    decide = resolve;
  });
  let entered: () => void = () => {};
  const isInside = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const ended = db.transaction().execute(async (trx) => {
    await inside(trx);
    entered();
    if (!(await decided)) throw new RolledBack();
  });
  // `ended` settles first only when the transaction failed: the race then rejects with its error.
  await Promise.race([isInside, ended]);
  let committing = false;
  return {
    async commit() {
      committing = true;
      decide(true);
      await ended;
    },
    async rollback() {
      decide(false);
      await ended.catch((error: unknown) => {
        // A failed commit was the caller's of `commit` to report.
        if (!committing && !(error instanceof RolledBack)) throw error;
      });
    },
  };
}
