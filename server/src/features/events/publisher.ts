import type { Schema } from '../../api/handler';
import type { Trx } from '../../db/schema';
import { createListenerSets } from '../../lib/listener-sets';

/**
 * What an event says: the JSON of its `data:` line (openapi.yaml's LiveEvent and StaffLiveEvent, but
 * `stream.ready`).
 */
export type LiveEventData =
  | Schema<'OrderUpdatedEvent'>
  | Schema<'PointsChangedEvent'>
  | Schema<'SoldOutChangedEvent'>
  | Schema<'CatalogChangedEvent'>
  | Schema<'QueueMovedEvent'>
  | Schema<'StaffAccessRemovedEvent'>;

/**
 * Who receives an event: its owner (a customer's stream), a place's staff (a staff stream), everyone
 * who follows the catalogue (`{ topic: 'catalog' }`: every customer's stream, and each instance's
 * in-memory catalogue, which is refreshed before the streams hear of the change), or those who follow
 * the places' queue moves (`{ topic: 'queues' }`, which name a place and nothing else: each instance's
 * queue counts).
 */
export type EventAudience = { userId: string } | { providerId: string } | { topic: 'catalog' | 'queues' };

/**
 * What a listener subscribes to: an audience, or one place's queue moves (`{ queueOf: providerId }`:
 * the streams of the customers with an order still to be made there, orders/queue-followers.ts). A
 * queue move is written once, for `{ topic: 'queues' }`, and reaches both (`deliveryKeys`).
 */
export type ListenerAudience = EventAudience | { queueOf: string };

/**
 * One event, as the outbox stored it and the relay publishes it. Plain JSON, so a fan-out between
 * instances can carry it as is; its id is the outbox row's, so every instance streams the same id and
 * a consumer that hears it twice (delivery is at least once) can tell.
 */
export interface PublishedEvent {
  id: string;
  audience: EventAudience;
  data: LiveEventData;
}

export type EventListener = (event: PublishedEvent) => void;

/** Listening to this instance's live events (streams, the in-memory catalogue, tests). */
export interface EventSubscriptions {
  /** Calls `listener` with every event for the audience until the returned function is called. */
  subscribe(audience: ListenerAudience, listener: EventListener): () => void;
}

/**
 * Events a customer's stream hears besides those of its audiences, chosen for that customer by another
 * feature while the stream is open (orders: the queue moves of the places where they have an order
 * still to be made, which change as their orders do).
 */
export interface StreamFollowing {
  /** Sends `listener` the followed events from now on, until the returned function is called. */
  subscribe(listener: EventListener): () => void;
}

/** Makes what a customer's stream follows; called, and awaited, before the stream opens. */
export type StreamFollower = (userId: string) => Promise<StreamFollowing>;

/** One string per audience, e.g. to key listeners or channels. */
export const audienceKey = (audience: ListenerAudience) => {
  if ('userId' in audience) return `user:${audience.userId}`;
  if ('providerId' in audience) return `staff:${audience.providerId}`;
  if ('queueOf' in audience) return `queue:${audience.queueOf}`;
  return `topic:${audience.topic}`;
};

/** The listeners an event reaches: its audience's, and a queue move's also that place's queue's. */
function deliveryKeys(event: PublishedEvent): string[] {
  const key = audienceKey(event.audience);
  return event.data.type === 'queue.moved' ? [key, audienceKey({ queueOf: event.data.providerId })] : [key];
}

/** How many event ids the listeners remember, to ignore an event heard again. */
const REMEMBERED_IDS = 10_000;

/**
 * The listeners of this process, by audience: what the relay (this instance's events) and the fan-out
 * (other instances') deliver to. An event whose id was delivered already is ignored: the last
 * REMEMBERED_IDS ids are kept, far more than the relay can send twice (one batch, soon after).
 */
export function createLocalListeners(
  onListenerError: (error: unknown) => void,
): EventSubscriptions & { deliver(event: PublishedEvent): boolean } {
  const listeners = createListenerSets<EventListener>();
  const seen = new Set<string>();
  return {
    /** Calls the event's listeners; false (and nothing called) when the id was delivered before. */
    deliver(event) {
      if (seen.has(event.id)) return false;
      seen.add(event.id);
      // A Set iterates in insertion order: the first one is the oldest.
      if (seen.size > REMEMBERED_IDS) seen.delete(seen.values().next().value as string);
      for (const key of deliveryKeys(event)) {
        for (const listener of listeners.of(key)) {
          try {
            listener(event);
          } catch (error) {
            onListenerError(error);
          }
        }
      }
      return true;
    },

    subscribe(audience, listener) {
      return listeners.add(audienceKey(audience), listener);
    },
  };
}

/**
 * How the relay tells the other instances about committed events (fanout-redis.ts, fanout-postgres.ts).
 * Each instance delivers its own relay's events itself, so a fan-out skips what its instance sent.
 */
export interface EventFanout {
  /**
   * Sends events to the other instances, inside the relay's transaction `trx` (which marks them
   * published once this resolves). Rejects when they could not be sent: they stay unpublished and are
   * sent again.
   */
  send(trx: Trx, events: PublishedEvent[]): Promise<void>;
  /** Starts receiving other instances' events; resolves once events sent from now on will arrive. */
  start(onEvents: (events: PublishedEvent[]) => void): Promise<void>;
  close(): Promise<void>;
}
