/** One count of the orders ahead of an order placed now for as soon as possible (repository.ts). */
export interface QueuedAhead {
  orders: number;
  /** When the count next grows by the clock alone (a scheduled order starts); null: it does not. */
  changesAt: Date | null;
}

/**
 * The orders ahead of one placed now for as soon as possible (`listPickupTimes`' `asapReadyAt`), kept per
 * place, so the pickup list costs a count only when the queue changed. A count stays true while no order
 * joins or leaves the place's queue and until `changesAt`, since the rest of it moves by the clock alone;
 * a change of the place's preparation time asks again. `changed(place)` drops it: the orders feature calls
 * it when a transaction writes the place's `queue.moved` and when the event arrives (from this instance's
 * relay after the commit, or from another instance), so a read that ran between the write and the commit
 * is not kept past the event. Requests that arrive while a count is being read share it.
 */
export function createQueueCounts(
  read: (providerId: string, prepMinutes: number, now: Date) => Promise<QueuedAhead>,
) {
  interface Held {
    prepMinutes: number;
    /** The count holds from this instant (a clock moved back asks again) to its `changesAt`. */
    from: number;
    answer: Promise<QueuedAhead>;
  }
  const held = new Map<string, Held>();

  function readAgain(providerId: string, prepMinutes: number, now: Date): Promise<QueuedAhead> {
    const entry: Held = { prepMinutes, from: now.getTime(), answer: read(providerId, prepMinutes, now) };
    held.set(providerId, entry);
    entry.answer.catch(() => {
      if (held.get(providerId) === entry) held.delete(providerId);
    });
    return entry.answer;
  }

  return {
    async aheadOfAsap(providerId: string, prepMinutes: number, now: Date): Promise<number> {
      const at = now.getTime();
      const entry = held.get(providerId);
      if (entry && entry.prepMinutes === prepMinutes && at >= entry.from) {
        const answer = await entry.answer;
        if (answer.changesAt === null || at < answer.changesAt.getTime()) return answer.orders;
      }
      return (await readAgain(providerId, prepMinutes, now)).orders;
    },
    /** The place's queue changed (an order joined or left it): its next count is read again. */
    changed(providerId: string) {
      held.delete(providerId);
    },
  };
}

export type QueueCounts = ReturnType<typeof createQueueCounts>;
