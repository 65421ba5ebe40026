import type { Redis } from 'ioredis';

/** A client of the Redis at `url`; ioredis is loaded here, so an instance without Redis starts without it. */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis: Client } = await import('ioredis');
  // Fail a command fast instead of queueing it forever while Redis is away.
  return new Client(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000, lazyConnect: false });
}
