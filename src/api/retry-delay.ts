/**
 * The wait before trying again after `failures` failures in a row: 1 s, doubling, at most 30 s. The
 * event streams (event-stream.ts) reconnect with it, and the session restore retries with it; a module
 * of its own, so that the first screen does not carry the stream code for it.
 */
export const retryDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** failures);
