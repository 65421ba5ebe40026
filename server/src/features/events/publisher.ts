import { randomUUID } from 'node:crypto';
import type { Schema } from '../../api/handler';

/**
 * What an event says: the JSON of its `data:` line (openapi.yaml's LiveEvent and StaffLiveEvent, but
 * `stream.ready`).
 */
export type LiveEventData =
  | Schema<'OrderUpdatedEvent'>
  | Schema<'PointsChangedEvent'>
  | Schema<'SoldOutChangedEvent'>
  | Schema<'CatalogChangedEvent'>;

/**
 * Who receives an event: its owner (a customer's stream), a place's staff (a staff stream), or
 * everyone who follows the catalogue (`{ topic: 'catalog' }`: every customer's stream, and each
 * instance's in-memory catalogue, which is refreshed before the streams hear of the change).
 */
export type EventAudience = { userId: string } | { providerId: string } | { topic: 'catalog' };

/**
 * One published event. Plain JSON, so a fan-out between instances (Redis pub/sub, LISTEN/NOTIFY) can
 * carry it as is; the id is given once, at publication, so every instance streams the same id.
 */
export interface PublishedEvent {
  id: string;
  audience: EventAudience;
  data: LiveEventData;
}

export type EventListener = (event: PublishedEvent) => void;

/**
 * The server's one way to send live events. `publish` never throws and never waits for listeners: a
 * slow or failing stream cannot hold up the order that caused the event.
 */
export interface EventPublisher {
  publish(audience: EventAudience, data: LiveEventData): PublishedEvent;
  /** Calls `listener` with every event for the audience until the returned function is called. */
  subscribe(audience: EventAudience, listener: EventListener): () => void;
}

/** One string per audience, e.g. to key listeners or channels. */
export const audienceKey = (audience: EventAudience) => {
  if ('userId' in audience) return `user:${audience.userId}`;
  if ('providerId' in audience) return `staff:${audience.providerId}`;
  return `topic:${audience.topic}`;
};

/** The listeners of this process, by audience: what every publisher delivers to. */
function createLocalListeners(onListenerError: (error: unknown) => void) {
  const listeners = new Map<string, Set<EventListener>>();
  return {
    deliver(event: PublishedEvent): void {
      for (const listener of [...(listeners.get(audienceKey(event.audience)) ?? [])]) {
        try {
          listener(event);
        } catch (error) {
          onListenerError(error);
        }
      }
    },

    subscribe(audience: EventAudience, listener: EventListener): () => void {
      const key = audienceKey(audience);
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
      };
    },
  };
}

/** Delivers events to the listeners of this process only. */
export function createInProcessPublisher(onListenerError: (error: unknown) => void): EventPublisher {
  const local = createLocalListeners(onListenerError);
  return {
    publish(audience, data) {
      const event: PublishedEvent = { id: randomUUID(), audience, data };
      local.deliver(event);
      return event;
    },
    subscribe: local.subscribe,
  };
}

/**
 * How instances tell each other about events (fanout-redis.ts, fanout-postgres.ts): a broadcast of text
 * messages that every instance, the sender included, may receive.
 */
export interface EventFanout {
  /** Sends a message to every instance; never throws (failures go to the fan-out's error handler). */
  send(message: string): void;
  /** Starts receiving; resolves once messages sent from now on will arrive. */
  start(onMessage: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

/**
 * Delivers events to this process's listeners at once, and through `fanout` to every other instance's:
 * each message names the instance it comes from, so an instance never delivers its own events twice.
 */
export function createFanoutPublisher(
  fanout: EventFanout,
  onListenerError: (error: unknown) => void,
): EventPublisher & { start(): Promise<void> } {
  const local = createLocalListeners(onListenerError);
  const origin = randomUUID();
  return {
    publish(audience, data) {
      const event: PublishedEvent = { id: randomUUID(), audience, data };
      local.deliver(event);
      fanout.send(JSON.stringify({ origin, event }));
      return event;
    },
    subscribe: local.subscribe,
    start: () =>
      fanout.start((message) => {
        try {
          const parsed = JSON.parse(message) as { origin: string; event: PublishedEvent };
          if (parsed.origin !== origin) local.deliver(parsed.event);
        } catch (error) {
          onListenerError(error);
        }
      }),
  };
}
