import type { Redis } from 'ioredis';

/** One counter an attempt is counted under, and how many attempts it allows per window. */
export interface LimitRule {
  key: string;
  max: number;
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts attempts (failed logins, reset mails) per key in fixed windows. Checking and counting are one
 * atomic step: an attempt is counted before it is carried out, so N concurrent attempts against a limit
 * of 10 let exactly 10 through, on one instance or many (Redis). An attempt that turns out not to count
 * (a successful login) is refunded afterwards. Where only some outcomes count (a registration that hit a
 * taken email), `check` refuses once the limit is reached and `consume` counts the outcome when known.
 */
export interface AttemptLimiter {
  /**
   * Counts one attempt under every rule's key, unless one of them is already at its max: then nothing is
   * counted and the answer says how long until the fullest of them resets.
   */
  consume(rules: LimitRule[]): Promise<LimitVerdict>;
  /** Whether `consume` would count now, counting nothing. */
  check(rules: LimitRule[]): Promise<LimitVerdict>;
  /** Takes back one attempt under each key (never below zero). */
  refund(keys: string[]): Promise<void>;
}

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createMemoryAttemptLimiter({
  windowMs,
  now = Date.now,
}: {
  windowMs: number;
  now?: () => number;
}): AttemptLimiter {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const counter = counters.get(key);
    if (counter && counter.resetAt > now()) return counter;
    counters.delete(key);
    return undefined;
  };
  const prune = () => {
    if (counters.size < 10_000) return;
    for (const key of counters.keys()) current(key);
  };
  const verdict = (rules: LimitRule[]): LimitVerdict => {
    const full = rules
      .map((rule) => ({ rule, counter: current(rule.key) }))
      .filter(({ rule, counter }) => (counter?.count ?? 0) >= rule.max);
    if (full.length === 0) return { allowed: true };
    const resetAt = Math.max(...full.map(({ counter }) => counter?.resetAt ?? now() + windowMs));
    return { allowed: false, retryAfterSeconds: toSeconds(resetAt - now()) };
  };
  return {
    // No await between the check and the count: in one process this is atomic.
    consume: async (rules) => {
      prune();
      const refused = verdict(rules);
      if (!refused.allowed) return refused;
      for (const rule of rules) {
        const counter = current(rule.key);
        if (counter) counter.count += 1;
        else counters.set(rule.key, { count: 1, resetAt: now() + windowMs });
      }
      return { allowed: true };
    },
    check: async (rules) => verdict(rules),
    refund: async (keys) => {
      for (const key of keys) {
        const counter = current(key);
        if (counter && counter.count > 0) counter.count -= 1;
      }
    },
  };
}

// KEYS: the counters; ARGV[1]: the window in ms; ARGV[1 + i]: the max of KEYS[i]. Both scripts return 0
// when allowed (CONSUME_SCRIPT has then counted), else the ms until the fullest counter at its max resets.
const FIND_WAIT = `
local wait = 0
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[i + 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then ttl = tonumber(ARGV[1]) end
    if ttl > wait then wait = ttl end
  end
end
`;
// Counts nothing.
const CHECK_SCRIPT = `${FIND_WAIT}
return wait
`;
const CONSUME_SCRIPT = `${FIND_WAIT}
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return 0
`;

const REFUND_SCRIPT = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0
`;

/** The same limiter in Redis, shared by every instance: each step is one Lua script, atomic in Redis. */
export function createRedisAttemptLimiter(
  redis: Redis,
  prefix: string,
  { windowMs }: { windowMs: number },
): AttemptLimiter {
  const redisKey = (key: string) => `${prefix}${key}`;
  const run = async (script: string, rules: LimitRule[]): Promise<LimitVerdict> => {
    const wait = Number(
      await redis.eval(
        script,
        rules.length,
        ...rules.map((rule) => redisKey(rule.key)),
        windowMs,
        ...rules.map((rule) => rule.max),
      ),
    );
    return wait > 0 ? { allowed: false, retryAfterSeconds: toSeconds(wait) } : { allowed: true };
  };
  return {
    consume: (rules) => run(CONSUME_SCRIPT, rules),
    check: (rules) => run(CHECK_SCRIPT, rules),
    refund: async (keys) => {
      if (keys.length === 0) return;
      await redis.eval(REFUND_SCRIPT, keys.length, ...keys.map(redisKey));
    },
  };
}
