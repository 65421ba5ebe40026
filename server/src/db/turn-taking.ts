import type { DatabaseConnection, Dialect, Driver } from 'kysely';

/**
 * `dialect`, whose driver lends each connection out in a task of its own: once the connection is the
 * caller's, the event loop turns (timers, sockets, the load shedding's sampling) before the caller uses it.
 *
 * For PGlite. Its one connection runs in this process, and passes from one holder to the next within
 * promises, with no I/O between them: 64 checkouts at once ran one after another without the event loop
 * ever turning, and held it 1–2 s (the load shedding then answered 503 to everything). With a turn at
 * each hand-over, the longest hold is one transaction's.
 */
export function withTurnPerConnection(dialect: Dialect): Dialect {
  const turnTaking = (driver: Driver): Driver => ({
    init: () => driver.init(),
    async acquireConnection(): Promise<DatabaseConnection> {
      const connection = await driver.acquireConnection();
      await new Promise<void>((resolve) => setImmediate(resolve));
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
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => turnTaking(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
