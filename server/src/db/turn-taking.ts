import type { DatabaseConnection, Dialect, Driver } from 'kysely';
import { withWrappedDriver } from './wrapped-dialect';

/** The longest the connection passes from holder to holder before the event loop gets a turn. */
export const MAX_HOLD_MS = 10;

/**
 * `dialect`, whose driver gives the event loop a turn (timers, sockets, the load shedding's sampling)
 * before it lends the connection out, once the connections it lent out have kept the event loop waiting
 * `maxHoldMs` since its last turn.
 *
 * For PGlite. Its one connection runs in this process, and passes from one holder to the next within
 * promises, with no I/O between them: 64 checkouts at once ran one after another without the event loop
 * ever turning, and held it 1–2 s (the load shedding then answered 503 to everything). A turn at every
 * hand-over halved the reads' rate (each waited a whole turn of the loop holding the connection); one
 * every `maxHoldMs` costs a turn per that much work, and the longest hold is `maxHoldMs` and one
 * transaction.
 */
export function withTurnTaking(
  dialect: Dialect,
  { maxHoldMs = MAX_HOLD_MS, now = () => performance.now() } = {},
): Dialect {
  let lastTurn = now();
  const turnTaking = (driver: Driver): Driver => ({
    init: () => driver.init(),
    async acquireConnection(): Promise<DatabaseConnection> {
      const connection = await driver.acquireConnection();
      if (now() - lastTurn >= maxHoldMs) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        lastTurn = now();
      }
      return connection;
    },
    beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
    commitTransaction: (connection) => driver.commitTransaction(connection),
    rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
    ...(driver.savepoint && { savepoint: driver.savepoint.bind(driver) }),
    ...(driver.rollbackToSavepoint && { rollbackToSavepoint: driver.rollbackToSavepoint.bind(driver) }),
    ...(driver.releaseSavepoint && { releaseSavepoint: driver.releaseSavepoint.bind(driver) }),
    releaseConnection: (connection) => driver.releaseConnection(connection),
    destroy: () => driver.destroy(),
  });
  return withWrappedDriver(dialect, turnTaking);
}
