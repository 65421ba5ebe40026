import { messages, type PGlite, protocol, type Results, types } from '@electric-sql/pglite';
import { MAX_PREPARED_STATEMENTS } from './prepared-statements';

/** What the app's Kysely dialect (kysely-pglite-dialect 1.3) uses of a PGlite instance. */
export type PgliteQueries = Pick<PGlite, 'query' | 'close'>;

interface Prepared {
  name: string;
  /** The parameters' types, as PostgreSQL inferred them when the statement was prepared. */
  parameterTypes: number[];
  /** The result's columns (none for a statement that returns no rows). */
  fields: { name: string; dataTypeID: number }[];
}

/** The SQLSTATEs after which a statement is prepared again at its next use (a migration changed what it reads). */
const STALE_STATEMENT = new Set([
  '0A000', // cached plan must not change result type
  '26000', // prepared statement does not exist
]);

const { serialize } = protocol;

/** Each wrapper's names are its own: two on one instance (one session) must not take each other's. */
let wrappers = 0;

/**
 * `client`, whose parameterised statements are prepared once and then run by name, as on PostgreSQL
 * (`withPreparedStatements`). PGlite's own `query` sends each statement as six protocol messages, each
 * a call into its WebAssembly (parse, describe the statement, bind, describe the portal, execute,
 * sync), and PostgreSQL parses and plans the statement again every time: reading a customer by email
 * took 0.6 ms, 0.39 ms of it planning, against 0.075 ms prepared (issue 27). A prepared statement runs
 * as one call (bind, execute, sync), and PostgreSQL keeps its plan.
 *
 * Values go in and come out as `query` makes them: each parameter through PGlite's serializer for the
 * type PostgreSQL gave it (`client.serializers`), each column through `client.parsers`; a database
 * error is PGlite's, with the statement's text and parameters. Statements without parameters go to
 * `query` as they are (they may hold several commands, which only the simple protocol accepts), and so
 * do the statements beyond `max` distinct texts. A statement that a migration made stale is prepared
 * again at its next use.
 */
export function withPglitePreparedStatements(client: PGlite, max = MAX_PREPARED_STATEMENTS): PgliteQueries {
  const statements = new Map<string, Prepared>();
  wrappers += 1;
  const prefix = `app${wrappers}_`;
  let prepared = 0;

  const prepare = async (text: string): Promise<Prepared> => {
    // A new name each time: a stale statement's name may still be taken.
    prepared += 1;
    const name = `${prefix}${prepared}`;
    const answer = await client.execProtocolStream(
      Buffer.concat([
        serialize.parse({ name, text, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: Prepared = { name, parameterTypes: [], fields: [] };
    for (const message of answer) {
      if (message instanceof messages.ParameterDescriptionMessage) {
        statement.parameterTypes = message.dataTypeIDs;
      } else if (message instanceof messages.RowDescriptionMessage) {
        statement.fields = message.fields.map((field) => ({
          name: field.name,
          dataTypeID: field.dataTypeID,
        }));
      }
    }
    statements.set(text, statement);
    return statement;
  };

  const run = async <T>(text: string, params: unknown[]): Promise<Results<T>> => {
    const statement = statements.get(text) ?? (await prepare(text));
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const toText = client.serializers[statement.parameterTypes[index] as number];
      return toText ? toText(param) : String(param);
    });
    let answer: messages.BackendMessage[];
    try {
      answer = await client.execProtocolStream(
        Buffer.concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
    } catch (error) {
      if (error instanceof messages.DatabaseError && STALE_STATEMENT.has(error.code ?? '')) {
        statements.delete(text);
      }
      throw error;
    }
    // As PGlite's `query` does after each statement outside its own transactions (a no-op on disk and in memory).
    await client.syncToFs();
    return resultOf<T>(answer, statement.fields, client.parsers);
  };

  return {
    query: async <T>(text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
      if (!params || params.length === 0 || options || (!statements.has(text) && statements.size >= max)) {
        return client.query<T>(text, params, options);
      }
      try {
        // As PGlite's `query` (0.4) does: refused once the instance is closed, and inside its two locks (a
        // statement waits for a transaction of `client.transaction`, and for any other statement).
        await client._checkReady();
        return await client._runExclusiveTransaction(() =>
          client._runExclusiveQuery(() => run<T>(text, params)),
        );
      } catch (error) {
        if (error instanceof messages.DatabaseError) {
          // As PGlite's `query` reports it (makePGliteError).
          Object.assign(error, { query: text, params, queryOptions: undefined });
        }
        throw error;
      }
    },
    close: () => client.close(),
  };
}

/**
 * The rows (as objects, each column parsed) and the count of rows changed, as PGlite's `query` gives them.
 * Not PGlite's own `parse.parseResults`: it copies the whole table of parsers for every result (some
 * 23 µs, a third of a prepared read; see `dropSystemRowArrayParsers` in connect.ts), where this reads
 * `parsers` as it is. `server/test/pglite-prepared.test.ts` holds the two to the same rows.
 */
function resultOf<T>(
  answer: messages.BackendMessage[],
  fields: Prepared['fields'],
  parsers: PGlite['parsers'],
): Results<T> {
  const rows: T[] = [];
  let affectedRows = 0;
  for (const message of answer) {
    if (message instanceof messages.DataRowMessage) {
      const row: Record<string, unknown> = {};
      for (let index = 0; index < fields.length; index += 1) {
        const field = fields[index] as Prepared['fields'][number];
        row[field.name] = types.parseType(message.fields[index] ?? null, field.dataTypeID, parsers);
      }
      rows.push(row as T);
    } else if (message instanceof messages.CommandCompleteMessage) {
      affectedRows += changedRows(message.text);
    }
  }
  return { rows, fields, affectedRows };
}

/** The rows a command changed, from its tag (`INSERT 0 3`, `UPDATE 2`): PGlite's own reading. */
function changedRows(tag: string): number {
  const [command, first, second] = tag.split(' ');
  if (command === 'INSERT') return Number.parseInt(second ?? '0', 10);
  if (command === 'UPDATE' || command === 'DELETE' || command === 'COPY' || command === 'MERGE') {
    return Number.parseInt(first ?? '0', 10);
  }
  return 0;
}
