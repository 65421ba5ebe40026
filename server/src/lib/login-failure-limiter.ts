import type { Redis } from 'ioredis';

/**
 * Counts failed logins per key (client IP, email) in a fixed window. Only failures count, so people who
 * log in often are never slowed down, while guessing passwords stops after `max` misses.
 */
export interface LoginFailureLimiter {
  isBlocked(keys: string[]): Promise<boolean>;
  recordFailure(keys: string[]): Promise<void>;
}

export interface LimiterOptions {
  max: number;
  windowMs: number;
}

export function createMemoryLoginFailureLimiter({ max, windowMs }: LimiterOptions): LoginFailureLimiter {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const counter = counters.get(key);
    if (!counter || counter.resetAt <= Date.now()) {
      counters.delete(key);
      return undefined;
    }
    return counter;
  };
  return {
    isBlocked: async (keys) => keys.some((key) => (current(key)?.count ?? 0) >= max),
    recordFailure: async (keys) => {
      for (const key of keys) {
        const counter = current(key);
        if (counter) counter.count += 1;
        else counters.set(key, { count: 1, resetAt: Date.now() + windowMs });
      }
    },
  };
}

export function createRedisLoginFailureLimiter(
  redis: Redis,
  prefix: string,
  { max, windowMs }: LimiterOptions,
): LoginFailureLimiter {
  const redisKey = (key: string) => `${prefix}login-failures:${key}`;
  return {
    isBlocked: async (keys) => {
      const counts = await redis.mget(keys.map(redisKey));
      return counts.some((count) => Number(count ?? 0) >= max);
    },
    recordFailure: async (keys) => {
      const pipeline = redis.multi();
      for (const key of keys) {
        pipeline.incr(redisKey(key));
        // NX: the window starts at the first failure and is not extended by later ones.
        pipeline.pexpire(redisKey(key), windowMs, 'NX');
      }
      await pipeline.exec();
    },
  };
}
