// The server's Prometheus metrics (prom-client), in a registry of the app's own (several apps in one test
// process never meet). Features count what only they know through `AppMetrics`, a port they receive in
// their context; they never see prom-client.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What features report; the app counts it in its metrics (a no-op in tests that do not look). */
export interface AppMetrics {
  /** A login refused for a wrong email or password (not for a limit: those are 429s, counted per operation). */
  loginFailed(): void;
  /** A checkout answered: `placed`, `replayed` (same idempotency key), `refused` (4xx) or `failed`. */
  checkout(outcome: CheckoutOutcome, paymentMethod: string): void;
  /**
   * Points written to the ledger, counted when the movement is written into its transaction (one that
   * rolls back afterwards was counted all the same: rare, a movement is its transaction's last write).
   */
  pointsMoved(direction: 'credited' | 'debited', points: number): void;
}

export type CheckoutOutcome = 'placed' | 'replayed' | 'refused' | 'failed';

/** What the metrics read when scraped: gauges of state that lives elsewhere. */
export interface MetricsSources {
  /** Event streams open on this instance. */
  openStreams(): number;
  /** Events committed but not yet published, and the age in seconds of the oldest (0 when none). */
  outboxBacklog(): Promise<{ count: number; oldestAgeSeconds: number }>;
  /** PostgreSQL's pool: connections lent out and requests waiting for one (absent on the embedded database). */
  databasePool?(): { inUse: number; waiting: number };
}

export interface ServerMetrics {
  registry: Registry;
  app: AppMetrics;
  /** One answered request: its contract operationId (`none` outside the API), method, status and duration. */
  observeRequest(request: { operation: string; method: string; status: number; seconds: number }): void;
  /** Tells the gauges where to read (once the features exist). */
  setSources(sources: MetricsSources): void;
}

// Latency buckets in seconds, from a cached read (~1 ms) to a request the load balancer gives up on.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  // Process memory, CPU, event-loop delay (nodejs_eventloop_lag_*), handles, GC.
  collectDefaultMetrics({ register: registry });
  let sources: MetricsSources | undefined;

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Answered requests by contract operationId (none outside the API), method and status; _count is the request rate',
    labelNames: ['operation', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const limitsHit = new Counter({
    name: 'loyalty_rate_limits_hit_total',
    help: 'Requests answered 429 RATE_LIMITED, by operationId',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const loginFailures = new Counter({
    name: 'loyalty_login_failures_total',
    help: 'Logins refused for a wrong email or password',
    registers: [registry],
  });
  const checkouts = new Counter({
    name: 'loyalty_checkouts_total',
    help: 'Checkouts by outcome (placed, replayed, refused, failed) and payment method',
    labelNames: ['outcome', 'payment_method'] as const,
    registers: [registry],
  });
  const points = new Counter({
    name: 'loyalty_points_total',
    help: 'Loyalty points moved, by direction (credited, debited)',
    labelNames: ['direction'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'loyalty_event_streams_open',
    help: 'Live event streams open on this instance',
    registers: [registry],
    collect() {
      this.set(sources?.openStreams() ?? 0);
    },
  });
  const backlogOf = async () => (await sources?.outboxBacklog()) ?? { count: 0, oldestAgeSeconds: 0 };
  new Gauge({
    name: 'loyalty_outbox_backlog',
    help: 'Events committed but not yet published by the outbox relay (all instances)',
    registers: [registry],
    async collect() {
      this.set((await backlogOf()).count);
    },
  });
  new Gauge({
    name: 'loyalty_outbox_oldest_age_seconds',
    help: 'Age of the oldest unpublished outbox event (0 when none)',
    registers: [registry],
    async collect() {
      this.set((await backlogOf()).oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'loyalty_database_pool_connections',
    help: 'PostgreSQL pool: connections in use, and requests waiting for one (none on the embedded database)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources?.databasePool?.();
      this.set({ state: 'in_use' }, pool?.inUse ?? 0);
      this.set({ state: 'waiting' }, pool?.waiting ?? 0);
    },
  });

  return {
    registry,
    app: {
      loginFailed: () => loginFailures.inc(),
      checkout: (outcome, paymentMethod) => checkouts.inc({ outcome, payment_method: paymentMethod }),
      pointsMoved: (direction, moved) => points.inc({ direction }, moved),
    },
    observeRequest({ operation, method, status, seconds }) {
      requests.observe({ operation, method, status: String(status) }, seconds);
      if (status === 429) limitsHit.inc({ operation });
    },
    setSources(given) {
      sources = given;
    },
  };
}
