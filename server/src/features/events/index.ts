import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { defineFeature } from '../../lib/features';
import { createPostgresFanout } from './fanout-postgres';
import { createRedisFanout } from './fanout-redis';
import { createEventsHandlers } from './handlers';
import {
  createFanoutPublisher,
  createInProcessPublisher,
  type EventAudience,
  type EventFanout,
} from './publisher';
import { createEventsTicketsRepository } from './repository';
import { createOpenStreams, pipeEvents } from './stream';

// What other features may use of this one.
export type { EventAudience, EventFanout, EventPublisher } from './publisher';

const DEFAULT_HEARTBEAT_MS = 25_000;

/**
 * Live events: the one publisher every feature sends through (with `fanout`, every instance's streams
 * get every event: Redis pub/sub or PostgreSQL LISTEN/NOTIFY; in-process otherwise), the tickets that
 * open a stream, and the server-sent event stream itself. `streams.closeAll` ends every open stream
 * (app close, SIGTERM).
 */
export function createEventsFeature(deps: {
  db: Db;
  clock: Clock;
  heartbeatMs?: number;
  onListenerError: (error: unknown) => void;
  /** How events reach the other instances (Redis or PostgreSQL); this instance only when absent. */
  fanout?: EventFanout;
}) {
  const fanout = deps.fanout;
  const fanoutPublisher = fanout && createFanoutPublisher(fanout, deps.onListenerError);
  const publisher = fanoutPublisher ?? createInProcessPublisher(deps.onListenerError);
  const streams = createOpenStreams();
  const tickets = createEventsTicketsRepository(deps.db);
  const heartbeatMs = deps.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  /**
   * Answers the request with the audiences' event stream: the customer's (their own events and the
   * catalogue's), or another feature's once it has checked who may listen (the staff console's).
   */
  const openStream = (reply: FastifyReply, audiences: EventAudience[]): FastifyReply => {
    // From here on the connection is a stream Fastify no longer answers for.
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx and similar proxies: pass events through at once instead of buffering them.
      'x-accel-buffering': 'no',
    });
    pipeEvents(reply.raw, { audiences, publisher, streams, heartbeatMs, newId: randomUUID });
    return reply;
  };
  return {
    publisher,
    streams,
    /** Starts receiving other instances' events (before the server listens). */
    start: async () => fanoutPublisher?.start(),
    /** Stops receiving them (the server closes). */
    close: async () => fanout?.close(),
    openStream,
    handlers: createEventsHandlers({ tickets, clock: deps.clock, openStream }),
  };
}

export const eventsFeature = defineFeature({
  name: 'events',
  dependencies: [],
  build: ({ db, clock, config, redis, log, eventsHeartbeatMs }) => {
    // Live events reach every instance: through Redis when there is one, else PostgreSQL's LISTEN/NOTIFY;
    // the embedded database serves one instance, so in-process is enough there.
    const onFanoutError = (error: unknown) => log.error({ err: error }, 'Live events fan-out failed');
    let fanout: EventFanout | undefined;
    if (redis) {
      fanout = createRedisFanout(redis, `${config.redisKeyPrefix}events`, onFanoutError);
    } else if (config.databaseUrl) {
      fanout = createPostgresFanout({
        db,
        databaseUrl: config.databaseUrl,
        channel: `loyalty_events_${config.databaseSchema ?? 'public'}`,
        onError: onFanoutError,
      });
    }
    return createEventsFeature({
      db,
      clock,
      heartbeatMs: eventsHeartbeatMs,
      onListenerError: (error) => log.error({ err: error }, 'A live event listener failed'),
      fanout,
    });
  },
});

export type EventsFeature = ReturnType<typeof eventsFeature.build>;
