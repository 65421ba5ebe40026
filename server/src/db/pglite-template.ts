import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR, ROOT } from '../paths';
import { listMigrationFiles, migrate } from './migrator';

// A new embedded database costs seconds of initdb inside PGlite's WASM before the first migration runs.
// So one migrated data folder (the template) is built once per set of migrations, by `npm run
// build:server` or by the first start that needs it, and every new DATA_DIR starts as a copy of it:
// copying files takes a fraction of a second. The migrations then find nothing to apply.

/** Where the templates are kept: a cache, rebuilt whenever it is missing. */
const TEMPLATE_CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'loyalty-pglite-template');

function pgliteVersion(): string {
  try {
    const manifest = path.join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/**
 * The template's name: changes with any migration the migrator applies (name or content; the files
 * listMigrationFiles names) and with PGlite's version.
 */
export async function templateKey(migrationsDir = MIGRATIONS_DIR): Promise<string> {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const file of await listMigrationFiles(migrationsDir)) {
    hash.update(`\0${file}\0`).update(await readFile(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

const isDataFolder = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

/**
 * The migrated template for today's migrations, built when missing. Built beside its final place and
 * renamed into it, so that two processes building at once never leave a half-written template.
 */
export async function ensureTemplate(cacheDir = TEMPLATE_CACHE_DIR): Promise<string> {
  const dir = path.join(cacheDir, await templateKey());
  if (isDataFolder(dir)) return dir;
  const building = `${dir}.building-${process.pid}-${randomUUID()}`;
  mkdirSync(building, { recursive: true });
  try {
    // Loaded here, not above: the server's entry copies the template before PGlite's modules load.
    const { createPglite, pgliteDatabase } = await import('./connect');
    const database = pgliteDatabase(await createPglite(building));
    try {
      await migrate(database.migrationTarget);
    } finally {
      await database.close();
    }
    try {
      renameSync(building, dir);
    } catch (error) {
      // Another process finished first: its template is as good.
      if (!isDataFolder(dir)) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Makes a new embedded data folder (`pgdata` without a database yet) a copy of the template. Answers
 * false, changing nothing, when the folder already holds a database or no template can be had (the
 * database is then created the slow way, as before).
 */
export async function startFromTemplate(pgdata: string, cacheDir = TEMPLATE_CACHE_DIR): Promise<boolean> {
  if (isDataFolder(pgdata)) return false;
  let template: string;
  try {
    template = await ensureTemplate(cacheDir);
  } catch {
    return false;
  }
  // A folder with files but no database is left as it is, for PGlite to deal with.
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) return false;
  // Copied beside its place and renamed into it: a start stopped halfway leaves no folder that looks
  // like a database (PG_VERSION is among the first files copied).
  const copying = `${pgdata}.copying-${process.pid}-${randomUUID()}`;
  try {
    await copyTree(template, copying);
    rmSync(pgdata, { recursive: true, force: true });
    renameSync(copying, pgdata);
  } finally {
    rmSync(copying, { recursive: true, force: true });
  }
  return true;
}

/**
 * Copies a folder's tree, every file at once: some 1,000 small files copied one after another (cpSync)
 * took 0.2–0.5 s, in parallel 0.08 s (on a quiet disk; a busy one takes seconds either way).
 */
async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      if (entry.isDirectory()) return copyTree(source, target);
      if ((await stat(source)).size >= SPARSE_FROM_BYTES) return copySparse(source, target);
      return copyFile(source, target);
    }),
  );
}

/** Files from this size on are copied without their blocks of zeros: the WAL segment (16 MiB). */
const SPARSE_FROM_BYTES = 1024 * 1024;
const BLOCK_BYTES = 8192;

/**
 * Copies a file, writing only the blocks that hold something: the rest of the copy reads back as zeros
 * all the same (a sparse file). The template's WAL segment is 16 MiB of which some 5 are written; the
 * other 11 MiB were over a quarter of a new folder's disk writes (issue 12: a fresh start).
 */
export async function copySparse(from: string, to: string): Promise<void> {
  const content = await readFile(from);
  const target = await open(to, 'w');
  try {
    let offset = 0;
    while (offset < content.length) {
      // The next run of blocks that are not all zeros.
      while (offset < content.length && isZeros(content, offset)) offset += BLOCK_BYTES;
      let end = offset;
      while (end < content.length && !isZeros(content, end)) end += BLOCK_BYTES;
      end = Math.min(end, content.length);
      if (end > offset) await target.write(content, offset, end - offset, offset);
      offset = end;
    }
    await target.truncate(content.length);
  } finally {
    await target.close();
  }
}

function isZeros(content: Buffer, offset: number): boolean {
  const end = Math.min(offset + BLOCK_BYTES, content.length);
  for (let index = offset; index < end; index += 1) if (content[index] !== 0) return false;
  return true;
}
