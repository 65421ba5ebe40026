import type { CommitWatch } from '../../db/commit-watch';
import type { Db } from '../../db/schema';
import type { EventFanout, PublishedEvent } from './publisher';
import type { OutboxRepository } from './repository';

/** How many events one claim takes (and one fan-out message carries at most). */
export const RELAY_BATCH = 100;
/** How often the relay looks for rows nobody published (an instance died between commit and publish). */
const DEFAULT_POLL_MS = 1_000;
/** How long published events stay in the outbox, for consumers that read it later (7 days). */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60_000;
/** How often published events past the retention are deleted. */
const PURGE_EVERY_MS = 10 * 60_000;

export interface OutboxRelay {
  /** Watches this instance's commits, publishes what is waiting, and starts polling. */
  start(): Promise<void>;
  /** Publishes every committed, unpublished event now; resolves when done (also when one is running). */
  drain(): Promise<void>;
  /** Deletes events published longer than the retention ago. */
  purge(): Promise<number>;
  /** Stops waking and polling; waits for a publication under way. */
  close(): Promise<void>;
  /** True from `start` until `close` (readiness). */
  readonly running: boolean;
}

/**
 * Publishes committed outbox rows: claims a batch (FOR UPDATE SKIP LOCKED, so several instances never
 * claim the same row at once), delivers it to this instance's listeners, sends it through the fan-out
 * to the others, and marks it published, all in one transaction. If anything fails or the process
 * dies before the commit, the rows stay unpublished and are sent again (at least once: listeners
 * ignore ids they have seen). It runs after each commit of this instance that wrote into the outbox
 * (`commits`, db/commit-watch.ts), and every `pollMs` for rows a dead instance left behind.
 */
export function createOutboxRelay(deps: {
  db: Db;
  repository: OutboxRepository;
  /** This process's commits (the relay publishes after each one that wrote into the outbox). */
  commits: CommitWatch;
  deliver: (event: PublishedEvent) => void;
  fanout?: EventFanout;
  onError: (error: unknown) => void;
  pollMs?: number;
  retentionMs?: number;
}): OutboxRelay {
  const pollMs = deps.pollMs ?? DEFAULT_POLL_MS;
  const retentionMs = deps.retentionMs ?? OUTBOX_RETENTION_MS;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let poll: NodeJS.Timeout | undefined;
  let unwatch: (() => void) | undefined;
  let lastPurge = 0;

  /** One batch; how many events it published. */
  function publishBatch(): Promise<number> {
    return deps.db.transaction().execute(async (trx) => {
      const events = await deps.repository.claim(trx, RELAY_BATCH);
      if (events.length === 0) return 0;
      for (const event of events) deps.deliver(event);
      await deps.fanout?.send(trx, events);
      await deps.repository.markPublished(
        trx,
        events.map((event) => event.id),
      );
      return events.length;
    });
  }

  async function drainAll(): Promise<void> {
    do {
      again = false;
      while (!stopped && (await publishBatch()) === RELAY_BATCH) {}
    } while (again && !stopped);
  }

  function drain(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      // A commit during a run: run once more after it, so nothing committed meanwhile waits for the poll.
      again = true;
      return running;
    }
    running = drainAll()
      .catch(deps.onError)
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  async function purge(): Promise<number> {
    lastPurge = Date.now();
    return deps.repository.deletePublishedBefore(retentionMs);
  }

  return {
    async start() {
      stopped = false;
      unwatch = deps.commits.onCommitOf('event_outbox', () => {
        drain();
      });
      poll = setInterval(() => {
        drain();
        if (Date.now() - lastPurge >= PURGE_EVERY_MS) purge().catch(deps.onError);
      }, pollMs);
      poll.unref();
      await drain();
    },
    drain,
    purge,
    get running() {
      return !stopped;
    },
    async close() {
      stopped = true;
      clearInterval(poll);
      unwatch?.();
      await running;
    },
  };
}
