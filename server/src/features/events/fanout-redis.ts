import type { Redis } from 'ioredis';
import type { EventFanout, PublishedEvent } from './publisher';

/**
 * Live events between instances through Redis pub/sub, on one channel per deployment
 * (`<REDIS_NAMESPACE>:events`, so deployments sharing a Redis server never hear each other). A message
 * carries the events themselves (Redis has no small size limit) and the instance that sent them, which
 * skips its own. Publishing uses the app's Redis connection; receiving needs a connection of its own (a
 * subscribed connection can do nothing else), which ioredis reconnects and resubscribes by itself.
 */
export function createRedisFanout(deps: {
  redis: Redis;
  channel: string;
  origin: string;
  onError: (error: unknown) => void;
}): EventFanout {
  const subscriber = deps.redis.duplicate();
  subscriber.on('error', deps.onError);
  return {
    async send(_trx, events) {
      await deps.redis.publish(deps.channel, JSON.stringify({ origin: deps.origin, events }));
    },
    async start(onEvents) {
      subscriber.on('message', (from: string, message: string) => {
        if (from !== deps.channel) return;
        try {
          const parsed = JSON.parse(message) as { origin: string; events: PublishedEvent[] };
          if (parsed.origin !== deps.origin) onEvents(parsed.events);
        } catch (error) {
          deps.onError(error);
        }
      });
      await subscriber.subscribe(deps.channel);
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
