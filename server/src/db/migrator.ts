import { readdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../paths';

/** What the migrator needs from a database; connect.ts provides one for PGlite and one for PostgreSQL. */
export interface MigrationTarget {
  /** Runs `run` while no other instance can migrate the same database. */
  withMigrationLock<T>(run: () => Promise<T>): Promise<T>;
  ensureMigrationsTable(): Promise<void>;
  appliedVersions(): Promise<Set<string>>;
  /** Runs the script and records the version in one transaction. */
  applyMigration(version: string, script: string): Promise<void>;
}

const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;

export async function listMigrationFiles(dir = MIGRATIONS_DIR): Promise<string[]> {
  return migrationFiles(await readdir(dir), dir);
}

/** listMigrationFiles without waiting: for a start that must know the migrations before it goes on. */
export function listMigrationFilesSync(dir = MIGRATIONS_DIR): string[] {
  return migrationFiles(readdirSync(dir), dir);
}

function migrationFiles(names: string[], dir: string): string[] {
  const files = names.filter((file) => MIGRATION_FILE.test(file)).sort();
  const numbers = files.map((file) => file.slice(0, 4));
  const duplicate = numbers.find((number, index) => numbers.indexOf(number) !== index);
  if (duplicate) throw new Error(`Two migrations share the number ${duplicate} in ${dir}`);
  return files;
}

/** Applies, in order, every migration file not yet recorded in schema_migrations. Returns the files applied. */
export async function migrate(target: MigrationTarget, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await listMigrationFiles(dir);
  return target.withMigrationLock(async () => {
    await target.ensureMigrationsTable();
    const applied = await target.appliedVersions();
    const done: string[] = [];
    for (const file of files) {
      const version = path.basename(file, '.sql');
      if (applied.has(version)) continue;
      const script = await readFile(path.join(dir, file), 'utf8');
      try {
        await target.applyMigration(version, script);
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      done.push(file);
    }
    return done;
  });
}
