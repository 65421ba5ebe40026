import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { CommitWatch } from '../../db/commit-watch';
import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { defineFeature } from '../../lib/features';
import { createPostgresFanout } from './fanout-postgres';
import { createRedisFanout } from './fanout-redis';
import { createEventsHandlers } from './handlers';
import { createEventOutbox } from './outbox';
import {
  audienceKey,
  createLocalListeners,
  type EventAudience,
  type EventFanout,
  type PublishedEvent,
  type StreamFollower,
  type StreamFollowing,
} from './publisher';
import { createQuietClock } from './quiet';
import { createOutboxRelay } from './relay';
import { createEventsTicketsRepository, createOutboxRepository, type OutboxRepository } from './repository';
import { createOpenStreams, pipeEvents } from './stream';

// What other features may use of this one.
export type { EventOutbox, OutboxEntry } from './outbox';
export type {
  EventAudience,
  EventListener,
  EventSubscriptions,
  LiveEventData,
  PublishedEvent,
  StreamFollowing,
} from './publisher';
export { outboxInsert } from './repository';

const DEFAULT_HEARTBEAT_MS = 25_000;

/**
 * Live events. Features write them with `outbox.append(trx, ...)` in the transaction of the change they
 * announce; the relay publishes committed ones to this instance's listeners (`subscriptions`: streams,
 * the in-memory catalogue) and, through `fanout`, to the other instances' (Redis pub/sub, or
 * PostgreSQL LISTEN/NOTIFY; none on the embedded database, which serves one instance). Also the
 * tickets that open a stream, and the server-sent event stream itself. `streams.closeAll` ends every
 * open stream (app close, SIGTERM).
 */
export function createEventsFeature(deps: {
  db: Db;
  clock: Clock;
  /** This process's commits: the relay publishes after each one that wrote into the outbox. */
  commits: CommitWatch;
  heartbeatMs?: number;
  onListenerError: (error: unknown) => void;
  /**
   * How events reach the other instances; this instance only when absent. Given this instance's id
   * (so it skips its own events) and the outbox (a fan-out may send ids and read the events back).
   */
  fanout?: (instance: { origin: string; repository: OutboxRepository }) => EventFanout;
  /** False: the relay never runs, as in a process that dies between commit and publication (tests). */
  relay?: boolean;
  /** How often the relay looks for events no wake told it of (relay.ts's default when absent). */
  relayPollMs?: number;
}) {
  const origin = randomUUID();
  const local = createLocalListeners(deps.onListenerError);
  const quiet = createQuietClock();
  const deliver = (event: PublishedEvent) => {
    quiet.heard(audienceKey(event.audience));
    local.deliver(event);
  };
  const outboxRepository = createOutboxRepository(deps.db);
  const fanout = deps.fanout?.({ origin, repository: outboxRepository });
  const outbox = createEventOutbox({ repository: outboxRepository });
  const relay = createOutboxRelay({
    db: deps.db,
    repository: outboxRepository,
    commits: deps.commits,
    deliver,
    fanout,
    onError: deps.onListenerError,
    pollMs: deps.relayPollMs,
  });
  const streams = createOpenStreams();
  const tickets = createEventsTicketsRepository(deps.db);
  const heartbeatMs = deps.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const subscriptions = { subscribe: local.subscribe };
  /**
   * Answers the request with the audiences' event stream: the customer's (their own events and the
   * catalogue's), or another feature's once it has checked who may listen (the staff console's).
   */
  const openStream = (
    reply: FastifyReply,
    audiences: EventAudience[],
    options: { endAfter?: (event: PublishedEvent) => boolean; following?: StreamFollowing[] } = {},
  ): FastifyReply => {
    // From here on the connection is a stream Fastify no longer answers for.
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx and similar proxies: pass events through at once instead of buffering them.
      'x-accel-buffering': 'no',
      // Set here: a hijacked reply sends none of the headers the hooks gave it.
      'x-request-id': reply.request.id,
    });
    pipeEvents(reply.raw, {
      audiences,
      subscriptions,
      streams,
      heartbeatMs,
      newId: randomUUID,
      // The caller's own events (the topics every customer hears are not counted: see quiet.ts).
      ready: {
        quietForMs: quiet.quietFor(audiences.filter((a) => !('topic' in a)).map(audienceKey)),
      },
      endAfter: options.endAfter,
      following: options.following,
    });
    return reply;
  };
  const followers = new Set<StreamFollower>();
  return {
    outbox,
    /** What consumers that leave the process (notifications) read of the outbox, from a position of their own. */
    consumerReads: {
      read: outboxRepository.readForConsumer,
      recentIds: outboxRepository.recentIdsForConsumer,
      readByIds: outboxRepository.readByIds,
    },
    subscriptions,
    relay,
    streams,
    /** The outbox's unpublished events (the metrics' backlog and age). */
    backlog: () => outboxRepository.backlog(),
    /** Starts receiving other instances' events, then the relay (before the server listens). */
    start: async () => {
      await fanout?.start((events) => {
        for (const event of events) deliver(event);
      });
      quiet.listening();
      if (deps.relay !== false) await relay.start();
    },
    /**
     * Publishes what is committed (the requests that finished just before wrote it), then stops the relay
     * and the fan-out (the server closes).
     */
    close: async () => {
      await relay.drain();
      await relay.close();
      await fanout?.close();
    },
    openStream,
    /**
     * Has every customer's stream, from its opening, also hear what `follower` chooses for that customer
     * (a reaction of another feature's, as orders' queue moves); returns the undo.
     */
    followCustomerStreams(follower: StreamFollower): () => void {
      followers.add(follower);
      return () => followers.delete(follower);
    },
    handlers: createEventsHandlers({
      tickets,
      clock: deps.clock,
      openStream,
      following: (userId) => Promise.all([...followers].map((follow) => follow(userId))),
    }),
  };
}

export const eventsFeature = defineFeature({
  name: 'events',
  dependencies: [],
  build: ({
    db,
    clock,
    config,
    redis,
    log,
    notifications,
    commits,
    eventsHeartbeatMs,
    eventsRelay,
    eventsRelayPollMs,
  }) => {
    // Live events reach every instance: through Redis when there is one, else PostgreSQL's LISTEN/NOTIFY;
    // the embedded database serves one instance, so in-process is enough there. NOTIFY channels are per
    // database, so one per schema; Redis channels are per deployment (REDIS_NAMESPACE).
    const onFanoutError = (error: unknown) => log.error({ err: error }, 'Live events fan-out failed');
    const channelPrefix = `loyalty_events_${config.databaseSchema ?? 'public'}`;
    let fanout: Parameters<typeof createEventsFeature>[0]['fanout'];
    if (redis) {
      fanout = ({ origin }) =>
        createRedisFanout({
          redis,
          channel: `${config.redisKeyPrefix}events`,
          origin,
          onError: onFanoutError,
        });
    } else if (config.databaseUrl) {
      fanout = ({ origin, repository }) =>
        createPostgresFanout({
          notifications,
          repository,
          channel: channelPrefix,
          origin,
          onError: onFanoutError,
        });
    }
    return createEventsFeature({
      db,
      clock,
      commits,
      heartbeatMs: eventsHeartbeatMs,
      onListenerError: (error) => log.error({ err: error }, 'A live event listener failed'),
      fanout,
      relay: eventsRelay,
      relayPollMs: eventsRelayPollMs,
    });
  },
});

export type EventsFeature = ReturnType<typeof eventsFeature.build>;
