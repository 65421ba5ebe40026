import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../lib/data-dir-lock';
import { createPglite } from './connect';
import { embeddedDataPath } from './embedded-path';
import {
  finishInterruptedRestore,
  RESTORE_JOURNAL,
  type RestoreJournal,
  SECRET_FILES,
} from './restore-journal';

// A backup of the embedded database's DATA_DIR in one file: the PGlite data folder (dumped by PGlite
// itself, from a database opened by this process alone, so it is consistent) and the secrets the server
// generated there. Both commands take DATA_DIR's lock first: while a server holds it they refuse, and
// while they run no server starts on the folder.
//
// The file: a first line naming the format, a line of JSON (the header), then the dump's bytes.

const MAGIC = 'loyalty-app embedded backup';
/** A restore's folder, in DATA_DIR, of what it brings, until its journal moves it in (restore-journal.ts). */
const STAGING_PREFIX = 'restore-staging-';
const FORMAT_VERSION = 1;

interface Header {
  version: number;
  createdAt: string;
  /** The generated secrets present at the backup, base64. */
  files: Record<string, string>;
  pgdata: { bytes: number; sha256: string };
}

/** A refusal with a message for the operator (exit status 1, nothing changed). */
export class BackupError extends Error {
  override name = 'BackupError';
}

function lockOrRefuse(dataDir: string) {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      const by = error.holder
        ? `pid ${error.holder.pid} on ${error.holder.host}, started ${error.holder.startedAt}`
        : 'another process';
      throw new BackupError(
        `Stop the server first: ${dataDir} is in use by a server (${by}), and its database is only ` +
          `consistent on disk once it has stopped. If no such process runs, delete ${path.join(dataDir, LOCK_FILE)}.`,
      );
    }
    throw error;
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Writes a new file (mode 0600) of `parts`, one after the other, and waits until it is on disk. */
async function writeDurably(file: string, ...parts: (string | Uint8Array)[]): Promise<void> {
  const handle = await open(file, 'wx', 0o600);
  try {
    for (const part of parts) await handle.writeFile(part);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `file` whole or not at all: `parts` go to a new file beside it (`<file>.partial-<uuid>`), on
 * disk before it is renamed into place; one that failed is removed (one a crash left is named so that it
 * can be found and removed later).
 */
async function writeWhole(file: string, ...parts: (string | Uint8Array)[]): Promise<void> {
  const partial = `${file}.partial-${randomUUID()}`;
  try {
    await writeDurably(partial, ...parts);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Writes a backup of `dataDir` to `file` (which must not exist yet); refuses while a server runs on it. */
export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (existsSync(file)) throw new BackupError(`${file} already exists; name another file`);
  const pgdata = embeddedDataPath(dataDir);
  const lock = lockOrRefuse(dataDir);
  try {
    // A restore cut short is finished first: the backup is of what the folder is meant to hold.
    finishInterruptedRestore(dataDir);
    if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
      throw new BackupError(`${dataDir} holds no embedded database (no ${pgdata}); check DATA_DIR`);
    }
    const client = await createPglite(pgdata);
    let dump: Uint8Array;
    try {
      dump = new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
    const files: Record<string, string> = {};
    for (const name of SECRET_FILES) {
      const secret = path.join(dataDir, name);
      if (existsSync(secret)) files[name] = (await readFile(secret)).toString('base64');
    }
    const header: Header = {
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      files,
      pgdata: { bytes: dump.byteLength, sha256: sha256(dump) },
    };
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // A file under the final name is always complete.
    await writeWhole(file, `${MAGIC}\n${JSON.stringify(header)}\n`, dump);
    return { bytes: dump.byteLength };
  } finally {
    lock.release();
  }
}

/** Reads and checks a backup file; throws BackupError, naming what is wrong, for anything else. */
async function readBackup(file: string): Promise<{ header: Header; dump: Uint8Array<ArrayBuffer> }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const notOurs = (why: string) => new BackupError(`${file} is not a backup of this app (${why})`);
  const firstEnd = bytes.indexOf(0x0a);
  if (firstEnd < 0 || bytes.subarray(0, firstEnd).toString('utf8') !== MAGIC) {
    throw notOurs(`it does not start with "${MAGIC}"`);
  }
  const secondEnd = bytes.indexOf(0x0a, firstEnd + 1);
  if (secondEnd < 0) throw notOurs('no header');
  let header: Header;
  try {
    header = JSON.parse(bytes.subarray(firstEnd + 1, secondEnd).toString('utf8')) as Header;
  } catch {
    throw notOurs('its header is not JSON');
  }
  if (header.version !== FORMAT_VERSION) {
    throw new BackupError(
      `${file} is a backup in format ${String(header.version)}; this version of the app reads format ${FORMAT_VERSION}`,
    );
  }
  const files = header.files ?? {};
  for (const [name, content] of Object.entries(files)) {
    if (!(SECRET_FILES as readonly string[]).includes(name) || typeof content !== 'string') {
      throw notOurs(`unexpected file ${name} in its header`);
    }
  }
  const dump = Uint8Array.from(bytes.subarray(secondEnd + 1));
  if (dump.byteLength !== header.pgdata?.bytes || sha256(dump) !== header.pgdata.sha256) {
    throw new BackupError(
      `${file} is damaged or incomplete: its database is ${dump.byteLength} bytes, ` +
        `the header says ${String(header.pgdata?.bytes)} (or their checksums differ)`,
    );
  }
  return { header: { ...header, files }, dump };
}

/**
 * Restores `file` into `dataDir`: checks the file, refuses while a server runs, loads the database beside
 * the current one and checks it opens, then moves the current database and secrets into
 * `dataDir/before-restore-<time>/` (when there are any) and puts the restored ones in their place. A
 * journal written before the first move lets a restore cut short be finished: by the next restore, backup
 * or server start on the folder (finishInterruptedRestore).
 */
export async function restoreDataDir(
  dataDir: string,
  file: string,
  /** Tests: called between the journal's steps, to cut the restore short there. */
  step: (name: string) => void = () => undefined,
): Promise<{ createdAt: string; keptAside?: string }> {
  const { header, dump } = await readBackup(file);
  const lock = lockOrRefuse(dataDir);
  const stagingName = `${STAGING_PREFIX}${randomUUID()}`;
  const staging = path.join(dataDir, stagingName);
  let journalWritten = false;
  try {
    finishInterruptedRestore(dataDir);
    // What an earlier restore staged and left before writing its journal (it was cut short there).
    for (const entry of readdirSync(dataDir)) {
      if (entry.startsWith(STAGING_PREFIX) || entry.startsWith(`${RESTORE_JOURNAL}.partial-`)) {
        rmSync(path.join(dataDir, entry), { recursive: true, force: true });
      }
    }
    const pgdataName = path.basename(embeddedDataPath(dataDir));
    const restoring = path.join(staging, pgdataName);
    mkdirSync(restoring, { recursive: true });
    try {
      const client = await createPglite(restoring, new Blob([dump]));
      try {
        await client.query('SELECT version FROM schema_migrations LIMIT 1');
      } finally {
        await client.close();
      }
    } catch (error) {
      throw new BackupError(`${file} does not hold a database of this app: ${(error as Error).message}`);
    }
    for (const [name, content] of Object.entries(header.files)) {
      await writeDurably(path.join(staging, name), Buffer.from(content, 'base64'));
    }

    const keptAsideName = `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    const journal: RestoreJournal = {
      staging: stagingName,
      keptAside: keptAsideName,
      restored: Object.keys(header.files),
    };
    // The journal is there complete, or not at all.
    await writeWhole(path.join(dataDir, RESTORE_JOURNAL), JSON.stringify(journal));
    journalWritten = true;
    step('journal written');
    const { keptAside } = finishInterruptedRestore(dataDir, step) ?? {};
    return { createdAt: header.createdAt, keptAside };
  } finally {
    // Once the journal is written, what is staged is the restore's to finish, not to throw away.
    if (!journalWritten) rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}
