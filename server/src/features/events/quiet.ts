import { performance } from 'node:perf_hooks';

/** The longest quiet a stream tells of: anything read longer ago is refetched anyway. */
const MAX_QUIET_MS = 24 * 60 * 60 * 1000;

/**
 * How long each audience of this instance has heard no event, so that a new stream can tell its client
 * whether what it read before connecting can have missed one (`stream.ready`'s `quietForMs`): an event
 * committed after the client's read reached this instance after that read, so data read before the
 * quiet began is the only data that may be stale. Nothing is replayed; this only spares the refetch
 * when nothing happened.
 *
 * Bounded: the `capacity` audiences heard most recently are remembered; one forgotten counts as heard
 * when it was forgotten. Until `listening()` (the fan-out from the other instances is up) every stream
 * is told 0: events may have passed unheard.
 */
export function createQuietClock(options: { capacity?: number; now?: () => number } = {}) {
  const capacity = options.capacity ?? 10_000;
  const now = options.now ?? (() => performance.now());
  const lastHeard = new Map<string, number>();
  /** Before this, events may have passed unheard (or been forgotten): nothing is quiet before it. */
  let quietSince: number | undefined;

  return {
    /** From now on every event of every audience reaches this instance. */
    listening() {
      quietSince = now();
    },

    /** An event for the audience `key` was delivered on this instance. */
    heard(key: string) {
      const at = now();
      // A Map iterates in insertion order: re-inserting keeps the least recently heard first.
      lastHeard.delete(key);
      lastHeard.set(key, at);
      if (lastHeard.size > capacity) {
        const [oldest, heardAt] = lastHeard.entries().next().value as [string, number];
        lastHeard.delete(oldest);
        if (quietSince !== undefined) quietSince = Math.max(quietSince, heardAt);
      }
    },

    /** Milliseconds since any of these audiences last heard an event (or since the quiet could be known). */
    quietFor(keys: readonly string[]): number {
      if (quietSince === undefined) return 0;
      const current = now();
      let since = quietSince;
      for (const key of keys) since = Math.max(since, lastHeard.get(key) ?? since);
      return Math.min(MAX_QUIET_MS, Math.max(0, Math.floor(current - since)));
    },
  };
}
