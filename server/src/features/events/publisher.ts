import { randomUUID } from 'node:crypto';
import type { Schema } from '../../api/handler';

/** What an event says: the JSON of its `data:` line (openapi.yaml's LiveEvent, but `stream.ready`). */
export type LiveEventData = Schema<'OrderUpdatedEvent'> | Schema<'PointsChangedEvent'>;

/** Who receives an event: its owner. (The staff console will add a place's staff as an audience.) */
export interface EventAudience {
  userId: string;
}

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

const audienceKey = (audience: EventAudience) => `user:${audience.userId}`;

/** Delivers events to the listeners of this process only. */
export function createInProcessPublisher(onListenerError: (error: unknown) => void): EventPublisher {
  const listeners = new Map<string, Set<EventListener>>();
  return {
    publish(audience, data) {
      const event: PublishedEvent = { id: randomUUID(), audience, data };
      for (const listener of [...(listeners.get(audienceKey(audience)) ?? [])]) {
        try {
          listener(event);
        } catch (error) {
          onListenerError(error);
        }
      }
      return event;
    },

    subscribe(audience, listener) {
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
