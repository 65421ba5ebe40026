import {
  type DatabaseConnection,
  type Dialect,
  type Driver,
  InsertQueryNode,
  type OperationNode,
  type QueryResult,
  type TransactionSettings,
  WithNode,
} from 'kysely';
import { createListenerSets } from '../lib/listener-sets';
import { withWrappedDriver } from './wrapped-dialect';

/**
 * Tells this process of its own commits that wrote into a table: as a trigger would, but in the process,
 * after the commit (the rows are visible to every connection by then).
 */
export interface CommitWatch {
  /**
   * Calls `onCommit` after each commit of a transaction that inserted into `table` through this
   * database's Kysely (after an insert made outside a transaction, for one), in a task of its own
   * (setImmediate). Returns the undo.
   */
  onCommitOf(table: string, onCommit: () => void): () => void;
}

/**
 * The tables a statement built by Kysely inserts into: an insert's, and those of the inserts among its
 * common table expressions (a statement that writes a change and its events at once). Raw SQL is not
 * read.
 */
function insertedTables(node: OperationNode): string[] {
  const tables: string[] = [];
  if (InsertQueryNode.is(node) && node.into) tables.push(node.into.table.identifier.name);
  const ctes =
    'with' in node && WithNode.is(node.with as OperationNode) ? (node.with as WithNode).expressions : [];
  for (const cte of ctes) tables.push(...insertedTables(cte.expression));
  return tables;
}

/**
 * A connection as the watch lends it out: the driver's own inside, and the watched tables inserted into
 * since its transaction began (undefined outside a transaction).
 */
class WatchedConnection implements DatabaseConnection {
  written: Set<string> | undefined;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly watched: (table: string) => boolean,
    private readonly committed: (tables: Iterable<string>) => void,
  ) {}

  async executeQuery<R>(
    compiledQuery: Parameters<DatabaseConnection['executeQuery']>[0],
  ): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(compiledQuery);
    const tables = insertedTables(compiledQuery.query).filter(this.watched);
    if (tables.length > 0) {
      if (this.written) for (const table of tables) this.written.add(table);
      else this.committed(tables);
    }
    return result;
  }

  streamQuery<R>(
    compiledQuery: Parameters<DatabaseConnection['streamQuery']>[0],
    chunkSize?: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

/**
 * `dialect`, whose driver keeps count of the watched tables each transaction inserts into, and the watch
 * that is told of their commits. The connections the driver lends out are wrapped, one wrapper per
 * connection of the driver, and unwrapped for each of the driver's own calls.
 */
export function withCommitWatch(dialect: Dialect): { dialect: Dialect; commits: CommitWatch } {
  const callbacks = createListenerSets<() => void>();
  const watched = (table: string) => callbacks.has(table);
  // Each callback runs in a task of its own, once the event loop turns after the commit. Called within the
  // commit's chain of promises, the relay's transaction joined that chain: on PGlite, whose one connection
  // passes from transaction to transaction in microtasks, 64 checkouts at once then kept the event loop
  // waiting some 0.8 s, and the load shedding answered 503.
  const run = (onCommit: () => void) => {
    try {
      onCommit();
    } catch {
      // The transaction has committed: a callback that fails must not make anyone think otherwise (the
      // relay's, the one there is, reports its own failures).
    }
  };
  const committed = (tables: Iterable<string>) => {
    for (const table of tables) {
      for (const onCommit of callbacks.of(table)) setImmediate(run, onCommit);
    }
  };
  const commits: CommitWatch = { onCommitOf: callbacks.add };

  const watchDriver = (driver: Driver): Driver => {
    const wrappers = new WeakMap<DatabaseConnection, WatchedConnection>();
    const watchedOf = (connection: DatabaseConnection) => connection as WatchedConnection;
    /** One of the driver's calls, made with the driver's own connection inside the watched one. */
    const onInner =
      <Rest extends unknown[], Result>(call: (connection: DatabaseConnection, ...rest: Rest) => Result) =>
      (connection: DatabaseConnection, ...rest: Rest) =>
        call(watchedOf(connection).inner, ...rest);
    return {
      init: () => driver.init(),
      async acquireConnection() {
        const inner = await driver.acquireConnection();
        let wrapper = wrappers.get(inner);
        if (!wrapper) {
          wrapper = new WatchedConnection(inner, watched, committed);
          wrappers.set(inner, wrapper);
        }
        return wrapper;
      },
      async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
        const watchedConnection = watchedOf(connection);
        await driver.beginTransaction(watchedConnection.inner, settings);
        watchedConnection.written = new Set();
      },
      async commitTransaction(connection) {
        const watchedConnection = watchedOf(connection);
        const written = watchedConnection.written;
        watchedConnection.written = undefined;
        await driver.commitTransaction(watchedConnection.inner);
        if (written?.size) committed(written);
      },
      async rollbackTransaction(connection) {
        const watchedConnection = watchedOf(connection);
        watchedConnection.written = undefined;
        await driver.rollbackTransaction(watchedConnection.inner);
      },
      ...(driver.savepoint && { savepoint: onInner(driver.savepoint.bind(driver)) }),
      ...(driver.rollbackToSavepoint && {
        rollbackToSavepoint: onInner(driver.rollbackToSavepoint.bind(driver)),
      }),
      ...(driver.releaseSavepoint && { releaseSavepoint: onInner(driver.releaseSavepoint.bind(driver)) }),
      releaseConnection: onInner(driver.releaseConnection.bind(driver)),
      destroy: () => driver.destroy(),
    };
  };

  return {
    dialect: withWrappedDriver(dialect, watchDriver),
    commits,
  };
}
