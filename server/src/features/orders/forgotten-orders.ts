import type { Schema } from '../../api/handler';
import type { Clock } from '../../lib/clock';

// Forgotten orders: an order still pending after its pickup time (its creation time when asap) is
// flagged `overdue` in the staff queue once the place's `pending_flag_minutes` (15 by default) have
// passed, and cancelled as not collected once its `pending_cancel_minutes` (60 by default) have: its
// points are refunded and the customer is told through the usual `order.updated` event. The sweep runs
// on every instance; each order is taken by one (FOR UPDATE SKIP LOCKED).

/** The reason the customer reads on an order nobody collected, in their language. */
const NOT_COLLECTED: Record<Schema<'Language'>, string> = {
  en: 'Not collected',
  es: 'No recogido',
  fr: 'Non retiré',
  de: 'Nicht abgeholt',
  pl: 'Nieodebrane',
  uk: 'Не забрано',
  ca: 'No recollit',
  ru: 'Не забран',
  sr: 'Nije preuzeto',
};

export function notCollectedReason(language: Schema<'Language'>): string {
  return NOT_COLLECTED[language] ?? NOT_COLLECTED.en;
}

/** How many orders one sweep's transaction cancels at most; a sweep repeats until none is left. */
const SWEEP_BATCH = 100;

export interface ForgottenOrdersSweep {
  /** Cancels every forgotten order at the clock's time; how many it cancelled. */
  sweepOnce(): Promise<number>;
  /** Sweeps every `intervalMs` (none when 0) until `stop`. */
  start(): void;
  stop(): Promise<void>;
}

export function createForgottenOrdersSweep(deps: {
  clock: Clock;
  intervalMs: number;
  cancelForgotten: (now: Date, limit: number) => Promise<number>;
  onError: (error: unknown) => void;
}): ForgottenOrdersSweep {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function sweepOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const cancelled = await deps.cancelForgotten(deps.clock(), SWEEP_BATCH);
      total += cancelled;
      if (cancelled < SWEEP_BATCH) return total;
    }
  }

  return {
    sweepOnce,
    start() {
      if (deps.intervalMs <= 0 || timer) return;
      timer = setInterval(() => {
        // One sweep at a time per instance: a slow one is not overlapped by the next tick.
        if (running) return;
        running = sweepOnce()
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
