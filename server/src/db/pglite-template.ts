import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { copyFile, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR, ROOT } from '../paths';
import { embeddedDataPath } from './embedded-path';
import { listMigrationFilesSync, migrate } from './migrator';

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

/** How a template is made (ensureTemplate); changed whenever that changes, so older templates are not used. */
const TEMPLATE_FORMAT = '2: the app database only';

/**
 * The template's name: changes with any migration the migrator applies (name or content; the files
 * listMigrationFiles names), with PGlite's version and with the way templates are made.
 */
export function templateKey(migrationsDir = MIGRATIONS_DIR): string {
  const hash = createHash('sha256').update(pgliteVersion()).update(`\0${TEMPLATE_FORMAT}`);
  for (const file of listMigrationFilesSync(migrationsDir)) {
    hash.update(`\0${file}\0`).update(readFileSync(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

const isDataFolder = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

/** What a new data folder started as: nothing (not new, or no template), or a copy of which template. */
export type StartedFrom = false | 'migrated' | 'demo';

const DEMO_PREFIX = 'demo-';

/**
 * The demo template's name: the migrated template's and the content of `serverCode`, the file of the
 * server that writes the demo data (the bundle, dist-server/main.js, which holds the seed's data and every
 * command it runs). Any change to the server's code is a new name, so a template never holds demo data
 * that this server would not write. Run from its sources (tsx), the server's entry names a file no demo
 * template is built for, and seeds the demo data at start as it always did.
 */
export function demoTemplateKey(serverCode: string, migrationsDir = MIGRATIONS_DIR): string {
  const hash = createHash('sha256').update(templateKey(migrationsDir)).update('\0demo\0');
  return `${DEMO_PREFIX}${hash.update(readFileSync(serverCode)).digest('hex').slice(0, 16)}`;
}

/**
 * Builds the demo template for the server in `serverCode`: a new data folder that `seed` starts the server
 * on (the migrated template, then the demo data as a first start writes them), renamed into the cache once
 * the server is closed. Demo templates of other builds are removed: one is kept, the newest.
 */
export async function buildDemoTemplate(
  serverCode: string,
  seed: (dataDir: string) => Promise<void>,
  cacheDir = TEMPLATE_CACHE_DIR,
): Promise<string> {
  const name = demoTemplateKey(serverCode);
  const dir = path.join(cacheDir, name);
  if (!isDataFolder(dir)) {
    const dataDir = `${dir}.building-${process.pid}-${randomUUID()}`;
    try {
      await seed(dataDir);
      try {
        renameSync(embeddedDataPath(dataDir), dir);
      } catch (error) {
        if (!isDataFolder(dir)) throw error;
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  for (const other of readdirSync(cacheDir)) {
    if (other.startsWith(DEMO_PREFIX) && other !== name && !other.includes('.building-')) {
      rmSync(path.join(cacheDir, other), { recursive: true, force: true });
    }
  }
  return dir;
}

/** The migrated template for today's migrations, built when missing. */
export async function ensureTemplate(cacheDir = TEMPLATE_CACHE_DIR): Promise<string> {
  const dir = path.join(cacheDir, templateKey());
  return isDataFolder(dir) ? dir : buildTemplate(dir);
}

/**
 * Builds the template in `dir`: beside its final place, then renamed into it, so that two processes
 * building at once never leave a half-written template.
 */
async function buildTemplate(dir: string): Promise<string> {
  const building = `${dir}.building-${process.pid}-${randomUUID()}`;
  mkdirSync(building, { recursive: true });
  try {
    // Loaded here, not above: the server's entry copies the template before PGlite's modules load.
    const { createPglite, pgliteDatabase } = await import('./connect');
    const client = await createPglite(building);
    const database = pgliteDatabase(client);
    try {
      await migrate(database.migrationTarget);
      // initdb's template0 and template1 are half of the folder (14 of 28 MB, 600 of 1,060 files), and
      // every new DATA_DIR's copy wrote them: the app only ever opens `postgres`, and never creates a
      // database. Dropped, not deleted from disk, so the catalogue and the files agree.
      for (const name of ['template0', 'template1']) {
        await client.query('UPDATE pg_database SET datistemplate = false WHERE datname = $1', [name]);
        await client.exec(`DROP DATABASE ${name}`);
      }
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
 *
 * When the template is built already, every file's copy has been handed to libuv's threads by the time
 * this returns: the server's entry then loads its modules (0.5 s of the main thread) while the disk
 * works. Awaited one by one, the copy's steps used to wait for that main thread, and a new folder was
 * ready only after it.
 */
export function startFromTemplate(
  pgdata: string,
  cacheDir = TEMPLATE_CACHE_DIR,
  options: {
    /**
     * With the demo data: the file of the running server (its entry's), whose demo template (see
     * demoTemplateKey) is copied when there is one, so that a first start writes none of the demo data.
     */
    demoDataOf?: string;
  } = {},
): Promise<StartedFrom> {
  if (isDataFolder(pgdata)) return Promise.resolve(false);
  let template: string;
  let demo: string | undefined;
  try {
    template = path.join(cacheDir, templateKey());
    if (options.demoDataOf) demo = path.join(cacheDir, demoTemplateKey(options.demoDataOf));
  } catch {
    return Promise.resolve(false);
  }
  if (demo && isDataFolder(demo)) return copyTemplate(demo, pgdata, 'demo');
  if (isDataFolder(template)) return copyTemplate(template, pgdata, 'migrated');
  return buildTemplate(template).then(
    (built) => copyTemplate(built, pgdata, 'migrated'),
    () => false,
  );
}

function copyTemplate(template: string, pgdata: string, kind: 'migrated' | 'demo'): Promise<StartedFrom> {
  // A folder with files but no database is left as it is, for PGlite to deal with.
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) return Promise.resolve(false);
  // Copied beside its place and renamed into it: a start stopped halfway leaves no folder that looks
  // like a database (PG_VERSION is among the first files copied).
  const copying = `${pgdata}.copying-${process.pid}-${randomUUID()}`;
  return copyTree(template, copying)
    .then(() => {
      rmSync(pgdata, { recursive: true, force: true });
      renameSync(copying, pgdata);
      return kind;
    })
    .finally(() => rmSync(copying, { recursive: true, force: true }));
}

/**
 * Copies a folder's tree, every file at once: the tree is read and its folders made synchronously (a few
 * milliseconds for the template's 470 files), then every file's copy is started, so that none waits for
 * the main thread. One after another (cpSync), the template's files took 0.2–0.5 s.
 */
async function copyTree(from: string, to: string): Promise<void> {
  const copies: Promise<void>[] = [];
  const walk = (source: string, target: string) => {
    mkdirSync(target, { recursive: true });
    for (const entry of readdirSync(source, { withFileTypes: true })) {
      const sourcePath = path.join(source, entry.name);
      const targetPath = path.join(target, entry.name);
      if (entry.isDirectory()) walk(sourcePath, targetPath);
      else if (statSync(sourcePath).size >= SPARSE_FROM_BYTES)
        copies.push(copySparse(sourcePath, targetPath));
      else copies.push(copyFile(sourcePath, targetPath));
    }
  };
  let failure: { reason: unknown } | undefined;
  try {
    walk(from, to);
  } catch (error) {
    failure = { reason: error };
  }
  // Every copy started is waited for, failed or not: nothing may still be writing when the caller cleans up.
  for (const result of await Promise.allSettled(copies)) {
    if (result.status === 'rejected') failure ??= result;
  }
  if (failure) throw failure.reason;
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
