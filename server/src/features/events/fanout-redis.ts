import type { Redis } from 'ioredis';
import type { EventFanout } from './publisher';

/**
 * Live events between instances through Redis pub/sub, on one channel (`<prefix>events`). Publishing
 * uses the app's Redis connection; receiving needs a connection of its own (a subscribed connection
 * can do nothing else), which ioredis reconnects and resubscribes by itself.
 */
export function createRedisFanout(
  redis: Redis,
  channel: string,
  onError: (error: unknown) => void,
): EventFanout {
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  return {
    send(message) {
      redis.publish(channel, message).catch(onError);
    },
    async start(onMessage) {
      subscriber.on('message', (from: string, message: string) => {
        if (from === channel) onMessage(message);
      });
      await subscriber.subscribe(channel);
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
