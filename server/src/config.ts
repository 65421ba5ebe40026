import { createECDH, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';

// Every setting the server reads, validated once at start. Unknown or malformed values stop the server
// with a message that names the variable, instead of failing later on first use.
const schema = {
  type: 'object',
  required: [],
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 8080 },
    HOST: { type: 'string', minLength: 1, default: '0.0.0.0' },
    DATA_DIR: { type: 'string', minLength: 1, default: './data' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DATABASE_POOL_MAX: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
    REDIS_URL: { type: 'string', pattern: '^rediss?://' },
    REDIS_NAMESPACE: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$' },
    JWT_SECRET: { type: 'string', minLength: 32 },
    ACCESS_TOKEN_TTL_SECONDS: { type: 'integer', minimum: 10, maximum: 86400, default: 900 },
    REFRESH_TOKEN_TTL_DAYS: { type: 'number', exclusiveMinimum: 0, maximum: 365, default: 30 },
    REFRESH_GRACE_SECONDS: { type: 'integer', minimum: 0, maximum: 300, default: 30 },
    PUBLIC_URL: { type: 'string', pattern: '^https?://[^/]+', default: 'http://localhost:8080' },
    STATIC_DIR: { type: 'string', minLength: 1, default: './dist' },
    UPLOADS_DIR: { type: 'string', minLength: 1, default: './server/uploads' },
    GOOGLE_CLIENT_ID: { type: 'string' },
    GOOGLE_CLIENT_SECRET: { type: 'string' },
    GOOGLE_ISSUER: { type: 'string', pattern: '^https?://', default: 'https://accounts.google.com' },
    SMTP_URL: { type: 'string', pattern: '^smtps?://' },
    MAIL_FROM: { type: 'string', minLength: 3, default: 'no-reply@loyalty.local' },
    VAPID_PUBLIC_KEY: { type: 'string', pattern: '^[A-Za-z0-9_-]{87}$' },
    VAPID_PRIVATE_KEY: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
    VAPID_SUBJECT: { type: 'string', pattern: '^(mailto:[^\\s]+|https://[^\\s]+)$' },
    PUSH_SERVICE_ORIGINS: { type: 'string' },
    NOTIFICATIONS_POLL_MS: { type: 'integer', minimum: 0, maximum: 60_000, default: 1_000 },
    LOG_LEVEL: {
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
    },
    TRUST_PROXY: { type: 'string' },
    LOGIN_FAILURES_MAX: { type: 'integer', minimum: 1, default: 10 },
    LOGIN_FAILURES_ACCOUNT_MAX: { type: 'integer', minimum: 1, default: 20 },
    LOGIN_FAILURES_ADDRESS_MAX: { type: 'integer', minimum: 1, default: 100 },
    LOGIN_FAILURES_WINDOW_MINUTES: { type: 'number', exclusiveMinimum: 0, maximum: 1440, default: 15 },
    PASSWORD_RESTORE_EMAIL_MAX: { type: 'integer', minimum: 1, default: 3 },
    PASSWORD_RESTORE_ADDRESS_MAX: { type: 'integer', minimum: 1, default: 20 },
    PASSWORD_RESTORE_WINDOW_MINUTES: { type: 'number', exclusiveMinimum: 0, maximum: 1440, default: 60 },
    REGISTRATION_TAKEN_MAX: { type: 'integer', minimum: 1, default: 10 },
    COUNTER_CODE_FAILURES_STAFF_MAX: { type: 'integer', minimum: 1, default: 10 },
    COUNTER_CODE_FAILURES_PLACE_MAX: { type: 'integer', minimum: 1, default: 30 },
    COUNTER_CODE_FAILURES_WINDOW_MINUTES: { type: 'number', exclusiveMinimum: 0, maximum: 1440, default: 15 },
    FORGOTTEN_ORDERS_SWEEP_SECONDS: { type: 'number', minimum: 0, maximum: 3600, default: 60 },
    INVITATION_TTL_DAYS: { type: 'number', exclusiveMinimum: 0, maximum: 90, default: 7 },
    AUDIT_RETENTION_DAYS: { type: 'integer', minimum: 1, maximum: 36500, default: 365 },
    SEED_DEMO_DATA: { type: 'boolean' },
    MIN_AGE_YEARS: { type: 'integer', minimum: 0, maximum: 120, default: 13 },
    METRICS_PORT: { type: 'integer', minimum: 0, maximum: 65535 },
    METRICS_HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
    SHUTDOWN_TIMEOUT_MS: { type: 'integer', minimum: 0, default: 25_000 },
    SHUTDOWN_DRAIN_MS: { type: 'integer', minimum: 0, maximum: 120_000, default: 1_000 },
    SLOW_QUERY_MS: { type: 'integer', minimum: 0, default: 500 },
    LOAD_SHED_EVENT_LOOP_DELAY_MS: { type: 'integer', minimum: 0, default: 500 },
    LOAD_SHED_HEAP_USED_MB: { type: 'integer', minimum: 0, default: 0 },
    LOAD_SHED_RETRY_AFTER_SECONDS: { type: 'integer', minimum: 1, maximum: 3600, default: 10 },
    // Read by server/src/lib/passwords.ts itself (its threads start with the first hash); checked here.
    PASSWORD_HASH_THREADS: { type: 'integer', minimum: 1, maximum: 256 },
  },
} as const;

interface RawEnv {
  PORT: number;
  HOST: string;
  DATA_DIR: string;
  DATABASE_URL?: string;
  DATABASE_POOL_MAX: number;
  REDIS_URL?: string;
  REDIS_NAMESPACE?: string;
  JWT_SECRET?: string;
  ACCESS_TOKEN_TTL_SECONDS: number;
  REFRESH_TOKEN_TTL_DAYS: number;
  REFRESH_GRACE_SECONDS: number;
  PUBLIC_URL: string;
  STATIC_DIR: string;
  UPLOADS_DIR: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_ISSUER: string;
  SMTP_URL?: string;
  MAIL_FROM: string;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  PUSH_SERVICE_ORIGINS?: string;
  NOTIFICATIONS_POLL_MS: number;
  LOG_LEVEL: string;
  TRUST_PROXY?: string;
  LOGIN_FAILURES_MAX: number;
  LOGIN_FAILURES_ACCOUNT_MAX: number;
  LOGIN_FAILURES_ADDRESS_MAX: number;
  LOGIN_FAILURES_WINDOW_MINUTES: number;
  PASSWORD_RESTORE_EMAIL_MAX: number;
  PASSWORD_RESTORE_ADDRESS_MAX: number;
  PASSWORD_RESTORE_WINDOW_MINUTES: number;
  REGISTRATION_TAKEN_MAX: number;
  COUNTER_CODE_FAILURES_STAFF_MAX: number;
  COUNTER_CODE_FAILURES_PLACE_MAX: number;
  COUNTER_CODE_FAILURES_WINDOW_MINUTES: number;
  FORGOTTEN_ORDERS_SWEEP_SECONDS: number;
  INVITATION_TTL_DAYS: number;
  AUDIT_RETENTION_DAYS: number;
  SEED_DEMO_DATA?: boolean;
  MIN_AGE_YEARS: number;
  METRICS_PORT?: number;
  METRICS_HOST: string;
  SHUTDOWN_TIMEOUT_MS: number;
  SHUTDOWN_DRAIN_MS: number;
  SLOW_QUERY_MS: number;
  LOAD_SHED_EVENT_LOOP_DELAY_MS: number;
  LOAD_SHED_HEAP_USED_MB: number;
  LOAD_SHED_RETRY_AFTER_SECONDS: number;
  PASSWORD_HASH_THREADS?: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use instead of `public` (tests use a fresh one per app). */
  databaseSchema?: string;
  /** PostgreSQL only: the most connections this instance opens at once. */
  databasePoolMax: number;
  redisUrl?: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /**
   * How long a refresh token that was just rotated still gets the successor it was rotated to
   * (two tabs refreshing at once, an answer lost on the way), instead of counting as stolen.
   */
  refreshGraceSeconds: number;
  publicUrl: string;
  staticDir: string;
  uploadsDir: string;
  google: { clientId?: string; clientSecret?: string; issuer: string };
  smtpUrl?: string;
  mailFrom: string;
  /**
   * Web Push (features/notifications/): the VAPID key pair (RFC 8292; VAPID_PUBLIC_KEY and
   * VAPID_PRIVATE_KEY, else generated once into DATA_DIR/vapid.json), the contact the push services see
   * (VAPID_SUBJECT, else `mailto:` MAIL_FROM), and the origins of push services a subscription may
   * name besides the browsers' own (PUSH_SERVICE_ORIGINS).
   */
  push: {
    vapid: { publicKey: string; privateKey: string; subject: string };
    extraServiceOrigins: string[];
  };
  /** How often an instance turns outbox events into pushes and order mails and sends them; 0: never (tests). */
  notificationsPollMs: number;
  logLevel: string;
  /**
   * The proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (addresses, CIDR ranges, or
   * `loopback`, `linklocal`, `uniquelocal`); false: none, the client address is the socket's.
   */
  trustProxy: string[] | false;
  /**
   * Failed logins allowed per window: `max` per address and email together, `accountMax` per email from
   * any address, `addressMax` per address over all emails (a café's shared Wi-Fi).
   */
  loginFailures: { max: number; accountMax: number; addressMax: number; windowMs: number };
  /** Password-reset requests allowed per window, per email and per address. */
  passwordRestoreLimits: { emailMax: number; addressMax: number; windowMs: number };
  /** Registrations answered 409 (email taken) allowed per address per window: enumeration stays slow. */
  registrationLimits: { takenMax: number; windowMs: number };
  /**
   * Wrong short codes typed at the counter allowed per window, per staff member and per place (a code
   * has 31^8 values: these keep guessing far slower than a login).
   */
  counterCodeFailures: { staffMax: number; placeMax: number; windowMs: number };
  /** How often an instance cancels forgotten pending orders (features/orders/forgotten-orders.ts); 0: never. */
  forgottenOrdersSweepMs: number;
  /** How long an invitation link works (INVITATION_TTL_DAYS, 7 by default). */
  invitationTtlDays: number;
  /** How long the audit log keeps a row (AUDIT_RETENTION_DAYS, 365 by default). */
  auditRetentionDays: number;
  /** How often the audit retention sweep runs (every 10 minutes). */
  auditRetentionSweepMs: number;
  /**
   * Prefix of every Redis key and channel (rate limits, live events): `<REDIS_NAMESPACE>:`, by default
   * derived from the database, so deployments (or tests) sharing one Redis server never meet.
   */
  redisKeyPrefix: string;
  /** Write the demo places and the demo account at start (demo-data.ts). */
  seedDemoData: boolean;
  /** The youngest age at which a customer may have an account (sign-up, birthdate changes). */
  minimumAgeYears: number;
  /** Where the Prometheus metrics are served (a listener of their own); off when absent. */
  metrics?: { port: number; host: string };
  /** How long a stop (SIGTERM) may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * How long a stop keeps serving with readiness at 503 before it closes anything, so the load balancer
   * takes the instance out while its connections still work (part of shutdownTimeoutMs).
   */
  shutdownDrainMs: number;
  /** Queries that take longer are logged (warn, without their parameters); 0: none. */
  slowQueryMs: number;
  /**
   * When the instance answers 503 with Retry-After instead of taking a request (@fastify/under-pressure):
   * the event loop's mean delay and the heap in use over one sample (0: not checked).
   */
  loadShedding: {
    maxEventLoopDelayMs: number;
    maxHeapUsedBytes: number;
    retryAfterSeconds: number;
    /** How often the load is sampled; tests shorten it. */
    sampleIntervalMs: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: a comma-separated list of proxy addresses or CIDR ranges (or proxy-addr's keywords). */
export function parseTrustProxy(value: string | undefined): string[] | false {
  if (value === undefined || value.trim() === '' || value.trim().toLowerCase() === 'false') return false;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!(PROXY_KEYWORDS.has(entry) || (family !== 0 && validBits && rest.length === 0))) {
      throw new ConfigError(
        `Invalid configuration: TRUST_PROXY entry "${entry}" is not an IP address, a CIDR range, or one of ` +
          'loopback, linklocal, uniquelocal (trusting every client would let anyone fake their address)',
      );
    }
  }
  return entries;
}

/**
 * The settings' check, compiled on first use: text coerced to the schema's types ("5" -> 5), defaults
 * filled in, variables the schema does not name dropped, every error reported. The schema is this
 * file's own, so it is not checked against JSON Schema's meta-schema (which Ajv compiles first: some
 * 60 ms of every start, as env-schema did it for a custom keyword this schema never used).
 */
let envValidator: { ajv: Ajv; validate: ValidateFunction<RawEnv> } | undefined;

function readEnv(env: NodeJS.ProcessEnv): RawEnv {
  // Empty strings are treated as unset, so `FOO=` in a shell does not trip the validation.
  const data = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  if (!envValidator) {
    const ajv = new Ajv({
      allErrors: true,
      removeAdditional: true,
      useDefaults: true,
      coerceTypes: true,
      allowUnionTypes: true,
      validateSchema: false,
    });
    envValidator = { ajv, validate: ajv.compile<RawEnv>({ ...schema, additionalProperties: false }) };
  }
  const { ajv, validate } = envValidator;
  if (!validate(data)) {
    throw new ConfigError(`Invalid configuration: ${ajv.errorsText(validate.errors, { dataVar: 'env' })}`);
  }
  return data;
}

/** Reads JWT_SECRET from DATA_DIR/secrets.json, creating it on first start, so tokens survive restarts. */
function persistedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret?: unknown };
    if (typeof stored.jwtSecret === 'string' && stored.jwtSecret.length >= 32) return stored.jwtSecret;
    throw new ConfigError(`${file} has no usable jwtSecret; delete the file to generate a new one`);
  }
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${JSON.stringify({ jwtSecret }, null, 2)}\n`, { mode: 0o600 });
  return jwtSecret;
}

/**
 * The VAPID key pair: both from the settings, or neither (then read from DATA_DIR/vapid.json, created
 * on first start, so subscriptions keep working across restarts). Instances sharing a database must
 * share one pair, as they share JWT_SECRET.
 */
function vapidKeys(raw: RawEnv, dataDir: string): { publicKey: string; privateKey: string } {
  if (raw.VAPID_PUBLIC_KEY || raw.VAPID_PRIVATE_KEY) {
    if (!(raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY)) {
      throw new ConfigError(
        'Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
      );
    }
    return { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY };
  }
  const file = path.join(dataDir, 'vapid.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
    throw new ConfigError(`${file} has no usable VAPID keys; delete the file to generate new ones`);
  }
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  const keys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // 32 bytes, also when the scalar starts with a zero byte.
    privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

/** PUSH_SERVICE_ORIGINS: comma-separated origins (`https://push.example.net`, `http://127.0.0.1:4000`). */
export function parsePushServiceOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new ConfigError(
          `Invalid configuration: PUSH_SERVICE_ORIGINS entry "${entry}" is not an origin`,
        );
      }
      if (
        (url.protocol !== 'https:' && url.protocol !== 'http:') ||
        url.origin !== entry.replace(/\/+$/, '')
      ) {
        throw new ConfigError(
          `Invalid configuration: PUSH_SERVICE_ORIGINS entry "${entry}" is not an origin (scheme, host and port only)`,
        );
      }
      return url.origin;
    });
}

/**
 * A deployment's Redis namespace when REDIS_NAMESPACE is not set: `loyalty-` and a hash of its database
 * (PostgreSQL's host, port and database name, or the embedded database's folder), so two deployments
 * on different databases never share keys or channels, whatever Redis database index they use (pub/sub
 * ignores it), and every instance of one deployment agrees.
 */
export function defaultRedisNamespace(databaseUrl: string | undefined, dataDir: string): string {
  let identity = `embedded:${dataDir}`;
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    identity = `postgres:${url.hostname}:${url.port || '5432'}${url.pathname || '/'}`;
  }
  return `loyalty-${createHash('sha256').update(identity).digest('hex').slice(0, 12)}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = readEnv(env);
  const dataDir = path.resolve(raw.DATA_DIR);
  if (raw.SHUTDOWN_TIMEOUT_MS > 0 && raw.SHUTDOWN_DRAIN_MS >= raw.SHUTDOWN_TIMEOUT_MS) {
    throw new ConfigError(
      `Invalid configuration: SHUTDOWN_DRAIN_MS (${raw.SHUTDOWN_DRAIN_MS}) must be below SHUTDOWN_TIMEOUT_MS ` +
        `(${raw.SHUTDOWN_TIMEOUT_MS}): the drain is part of the stop, and the stop would time out before closing`,
    );
  }
  if (Boolean(raw.GOOGLE_CLIENT_ID) !== Boolean(raw.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    );
  }
  return {
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    databasePoolMax: raw.DATABASE_POOL_MAX,
    redisUrl: raw.REDIS_URL,
    jwtSecret: raw.JWT_SECRET ?? persistedJwtSecret(dataDir),
    accessTokenTtlSeconds: raw.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: raw.REFRESH_TOKEN_TTL_DAYS,
    refreshGraceSeconds: raw.REFRESH_GRACE_SECONDS,
    publicUrl: raw.PUBLIC_URL.replace(/\/+$/, ''),
    staticDir: path.resolve(raw.STATIC_DIR),
    uploadsDir: path.resolve(raw.UPLOADS_DIR),
    google: {
      clientId: raw.GOOGLE_CLIENT_ID,
      clientSecret: raw.GOOGLE_CLIENT_SECRET,
      issuer: raw.GOOGLE_ISSUER,
    },
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    push: {
      vapid: {
        ...vapidKeys(raw, dataDir),
        subject: raw.VAPID_SUBJECT ?? `mailto:${raw.MAIL_FROM}`,
      },
      extraServiceOrigins: parsePushServiceOrigins(raw.PUSH_SERVICE_ORIGINS),
    },
    notificationsPollMs: raw.NOTIFICATIONS_POLL_MS,
    logLevel: raw.LOG_LEVEL,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    loginFailures: {
      max: raw.LOGIN_FAILURES_MAX,
      accountMax: raw.LOGIN_FAILURES_ACCOUNT_MAX,
      addressMax: raw.LOGIN_FAILURES_ADDRESS_MAX,
      windowMs: raw.LOGIN_FAILURES_WINDOW_MINUTES * 60_000,
    },
    passwordRestoreLimits: {
      emailMax: raw.PASSWORD_RESTORE_EMAIL_MAX,
      addressMax: raw.PASSWORD_RESTORE_ADDRESS_MAX,
      windowMs: raw.PASSWORD_RESTORE_WINDOW_MINUTES * 60_000,
    },
    registrationLimits: { takenMax: raw.REGISTRATION_TAKEN_MAX, windowMs: 60 * 60_000 },
    counterCodeFailures: {
      staffMax: raw.COUNTER_CODE_FAILURES_STAFF_MAX,
      placeMax: raw.COUNTER_CODE_FAILURES_PLACE_MAX,
      windowMs: raw.COUNTER_CODE_FAILURES_WINDOW_MINUTES * 60_000,
    },
    forgottenOrdersSweepMs: raw.FORGOTTEN_ORDERS_SWEEP_SECONDS * 1000,
    invitationTtlDays: raw.INVITATION_TTL_DAYS,
    auditRetentionDays: raw.AUDIT_RETENTION_DAYS,
    auditRetentionSweepMs: 10 * 60 * 1000,
    redisKeyPrefix: `${raw.REDIS_NAMESPACE ?? defaultRedisNamespace(raw.DATABASE_URL, dataDir)}:`,
    // The embedded database is for trying the app: it starts with everything to try. A PostgreSQL
    // server is a real deployment: demo data only when asked.
    seedDemoData: raw.SEED_DEMO_DATA ?? !raw.DATABASE_URL,
    minimumAgeYears: raw.MIN_AGE_YEARS,
    metrics: raw.METRICS_PORT === undefined ? undefined : { port: raw.METRICS_PORT, host: raw.METRICS_HOST },
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: raw.SHUTDOWN_DRAIN_MS,
    slowQueryMs: raw.SLOW_QUERY_MS,
    loadShedding: {
      maxEventLoopDelayMs: raw.LOAD_SHED_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: raw.LOAD_SHED_HEAP_USED_MB * 1024 * 1024,
      retryAfterSeconds: raw.LOAD_SHED_RETRY_AFTER_SECONDS,
      sampleIntervalMs: 1_000,
    },
  };
}
