import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropPostgresSchema, openDatabase } from '../../src/db/connect';
import { migrate } from '../../src/db/migrator';
import { MIGRATIONS_DIR } from '../../src/paths';

/**
 * A database of its own (a PostgreSQL schema when DATABASE_URL is set, else PGlite in memory) with the
 * migrations before `version` applied, as a database of that time had them; `close` removes it. A test
 * writes the data of that time, then applies the rest with `migrate(database.migrationTarget)`.
 */
export async function migratedBefore(version: string) {
  const earlier = await mkdtemp(path.join(tmpdir(), 'loyalty-migrations-'));
  for (const file of await readdir(MIGRATIONS_DIR)) {
    if (file < version) await copyFile(path.join(MIGRATIONS_DIR, file), path.join(earlier, file));
  }
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomUUID().replaceAll('-', '')}` : undefined;
  const database = await openDatabase({ databaseUrl, schema, dataDir: earlier, pgliteInMemory: true });
  async function close() {
    await database.close();
    if (databaseUrl && schema) await dropPostgresSchema(databaseUrl, schema);
    await rm(earlier, { recursive: true, force: true });
  }
  try {
    await migrate(database.migrationTarget, earlier);
  } catch (error) {
    await close();
    throw error;
  }
  return { database, close };
}
