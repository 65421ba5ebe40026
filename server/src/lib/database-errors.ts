// What a database failure means for the caller: the database cannot be reached (503, retry later), or
// it refused a value the contract let through (400: a NUL character, a date PostgreSQL cannot hold).

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /connection (is )?(closed|ended)/i,
  /PGlite is closed/i,
  /Cannot use a pool after calling end/i,
  // Kysely, once its driver was closed (the app shutting down, or a test simulating an outage).
  /driver has already been destroyed/i,
];

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The database is down, restarting, unreachable, or its connections broke: nothing was changed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = codeOf(current);
    // SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now), 53300 (too
    // many connections).
    if (
      code &&
      (CONNECTION_CODES.has(code) || /^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300')
    )
      return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    // AggregateError (several addresses tried), or an error wrapping its cause.
    const inner = current as { errors?: unknown[]; cause?: unknown };
    if (Array.isArray(inner.errors) && inner.errors.some((each) => isDatabaseUnavailable(each))) return true;
    current = inner.cause;
  }
  return false;
}

/** SQLSTATE class 22 (data exception): a value PostgreSQL refuses, e.g. a NUL byte in text, year 0. */
export function isDataException(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && /^22[0-9A-Z]{3}$/.test(code);
}
