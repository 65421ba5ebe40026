import { sql } from 'kysely';
import type { Db } from '../../db/schema';

/** How many rows one statement deletes at most; a sweep repeats until none is left. */
const PURGE_BATCH = 1000;

/**
 * The audit log's retention: rows older than `retentionDays` are deleted, by a sweep on every instance
 * every `intervalMs` (as the outbox's published rows are). Deleting by batches keeps each statement
 * short; two instances sweeping together just find less to delete.
 */
export function createAuditRetention(deps: {
  db: Db;
  retentionDays: number;
  intervalMs: number;
  onError: (error: unknown) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  /** Deletes every row past the retention at the database's clock; how many. */
  async function purgeOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const result = await sql`
        delete from audit_log where id in (
          select id from audit_log
          where at < now() - make_interval(days => ${deps.retentionDays})
          limit ${PURGE_BATCH}
        )`.execute(deps.db);
      const deleted = Number(result.numAffectedRows ?? 0);
      total += deleted;
      if (deleted < PURGE_BATCH) return total;
    }
  }

  return {
    purgeOnce,
    start() {
      if (deps.intervalMs <= 0 || timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = purgeOnce()
          .catch(deps.onError)
          .finally(() => {
            running = undefined;
          });
      }, deps.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
