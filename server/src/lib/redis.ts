import { Redis } from 'ioredis';

export function connectRedis(url: string): Redis {
  // Fail a command fast instead of queueing it forever while Redis is away.
  return new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000, lazyConnect: false });
}
