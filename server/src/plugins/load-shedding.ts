import underPressure, {
  type FastifyUnderPressureOptions,
  TYPE_EVENT_LOOP_DELAY,
} from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { serviceUnavailable } from '../lib/errors';
import { envelope } from './error-handler';
import { operationOf } from './metrics';

/**
 * Answered even under pressure: an overloaded process is alive, and restarting it would lose its work
 * (the contract declares 503 for every other operation; server/test/contract.test.ts checks it).
 */
const NEVER_SHED = new Set(['getLiveness']);

/**
 * Sheds load before latency explodes (@fastify/under-pressure): while the event loop's mean delay or the
 * heap in use is above its threshold (LOAD_SHED_*), a new request is answered at once with 503
 * SERVICE_UNAVAILABLE and Retry-After, in the app's error envelope, instead of queueing behind the
 * others; the load balancer or the client tries again later. Requests already running are unaffected.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  limits: Config['loadShedding'],
): Promise<void> {
  // Starting blocks the event loop (the migrations, the contract's validators): the sample that holds
  // that time said the instance was overloaded, and its first requests (the load balancer's health check)
  // were shed for up to a second after it started listening. The delay is heeded from the second sample
  // after the app is ready: the first that holds none of the start.
  let heedDelayFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    heedDelayFrom = performance.now() + 2 * limits.sampleIntervalMs;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    sampleInterval: limits.sampleIntervalMs,
    pressureHandler: shedHandler(
      limits.retryAfterSeconds,
      (type) => type !== TYPE_EVENT_LOOP_DELAY || performance.now() >= heedDelayFrom,
    ),
  });
}

type PressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

/**
 * What a request that comes under pressure gets. under-pressure sends a value the handler returns as the
 * answer (and stops the request there); its types only admit void, hence the cast. Returning nothing
 * lets the request through: liveness, and a pressure not `heeded` yet.
 */
function shedHandler(retryAfterSeconds: number, heeded: (type: string) => boolean): PressureHandler {
  const handler = (...[request, reply, type, value]: Parameters<PressureHandler>) => {
    if (NEVER_SHED.has(operationOf(request)) || !heeded(type)) return undefined;
    request.log.warn({ type, value }, 'Overloaded: request shed with 503');
    reply.code(503).header('retry-after', retryAfterSeconds).header('x-request-id', request.id);
    return envelope(serviceUnavailable(), request.id);
  };
  return handler as unknown as PressureHandler;
}
