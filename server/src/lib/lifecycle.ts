/** Where an instance is in its life: what readiness reports and what a stop changes. */
export type Phase = 'starting' | 'ready' | 'stopping';

export interface Lifecycle {
  readonly phase: Phase;
  /** Migrated, relay started: the instance may take traffic. */
  markReady(): void;
  /** From here on readiness is 503 (SIGTERM, app close), for good. */
  beginStopping(): void;
}

export function createLifecycle(): Lifecycle {
  let phase: Phase = 'starting';
  return {
    get phase() {
      return phase;
    },
    markReady() {
      if (phase === 'starting') phase = 'ready';
    },
    beginStopping() {
      phase = 'stopping';
    },
  };
}

/** `promise`, or a rejection after `ms` (a check must not hang on a server that does not answer). */
export function withinMs<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
