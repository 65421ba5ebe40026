import { AsyncLocalStorage } from 'node:async_hooks';

interface Scope {
  appended: boolean;
  /** Answered: what still runs in its context (a timer it set, the relay it woke) is not the request. */
  answered: boolean;
}

/**
 * The requests that appended live events. A request's handler has committed its transactions by the
 * time it answers, so the outbox need not ask PostgreSQL to tell this instance of the commit (a NOTIFY,
 * which makes every committing transaction of the database that sent one wait for the others: half
 * the checkouts a second on this machine): the app wakes the relay when the answer is sent
 * (`appendedIn`). Appends outside a request (workers, tests calling services) still NOTIFY.
 */
export function createRequestAppends() {
  const storage = new AsyncLocalStorage<Scope>();
  const scopes = new WeakMap<object, Scope>();
  return {
    /** Runs the rest of `request` (its handler) in a scope of its own. */
    run<T>(request: object, next: () => T): T {
      const scope: Scope = { appended: false, answered: false };
      scopes.set(request, scope);
      return storage.run(scope, next);
    },
    /** Marks the running request as one that appended; false outside a request, or after it (then NOTIFY). */
    markAppended(): boolean {
      const scope = storage.getStore();
      if (!scope || scope.answered) return false;
      scope.appended = true;
      return true;
    },
    /**
     * `request` is being answered: whether it appended an event (its relay is then woken). Appends made
     * in its context from now on send their NOTIFY.
     */
    answer(request: object): boolean {
      const scope = scopes.get(request);
      if (!scope) return false;
      scope.answered = true;
      return scope.appended;
    },
  };
}

export type RequestAppends = ReturnType<typeof createRequestAppends>;
