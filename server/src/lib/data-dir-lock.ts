import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** Another live process holds the data folder. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    message: string,
    /** The process that holds it, when known. */
    readonly holder?: LockHolder,
  ) {
    super(message);
  }
}

interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
}

export const LOCK_FILE = 'server.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): { text: string; holder?: LockHolder } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) ? { text, holder } : { text };
  } catch {
    return { text };
  }
}

/**
 * Whether the holder still runs. A lock written on this host by a pid that is gone (kill -9, a crash, a
 * power cut), by this very process (a container restarted with the same pid), or unreadable (a crash
 * while writing it) is stale. A lock from another host cannot be checked, so it counts as held.
 */
function isHeld(holder: LockHolder | undefined): holder is LockHolder {
  if (!holder) return false;
  if (holder.host !== hostname()) return true;
  return holder.pid !== process.pid && isAlive(holder.pid);
}

function describe(holder: LockHolder, file: string): string {
  return (
    `The data folder ${path.dirname(file)} is in use by another server (pid ${holder.pid} on ${holder.host}, ` +
    `started ${holder.startedAt}). One embedded database belongs to one process: stop the other server, ` +
    `or give this one its own DATA_DIR (or a DATABASE_URL). If no such process runs, delete ${file}.`
  );
}

/**
 * Makes this process the only owner of `dataDir` (the embedded PGlite database) until `release` is called
 * or the process ends. A second start on the same folder throws DataDirLockedError at once; a lock left
 * by a process that died is taken over.
 *
 * The lock file appears atomically (a hard link of a complete temp file, which fails if it exists), so two
 * starts racing for a free folder cannot both win; a stale lock is first renamed away (atomic too) and
 * only removed if it is still the one that was found stale.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const mineText = `${JSON.stringify(mine)}\n`;
  const temp = path.join(dataDir, `${LOCK_FILE}.${randomUUID()}`);
  writeFileSync(temp, mineText, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(temp, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const found = readHolder(file);
      if (!found) continue;
      if (isHeld(found.holder)) throw new DataDirLockedError(describe(found.holder, file), found.holder);
      const aside = `${file}.stale-${randomUUID()}`;
      try {
        renameSync(file, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      const moved = readHolder(aside);
      if (moved && moved.text !== found.text) {
        // Another starting process replaced the stale lock with its own in between: put it back.
        try {
          linkSync(aside, file);
        } catch {}
        unlinkSync(aside);
        if (moved.holder) throw new DataDirLockedError(describe(moved.holder, file), moved.holder);
        continue;
      }
      unlinkSync(aside);
    }
    if (readHolder(file)?.text !== mineText) {
      throw new DataDirLockedError(`Could not take the lock ${file}; another server keeps taking it`);
    }
  } finally {
    unlinkSync(temp);
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readHolder(file)?.text === mineText) unlinkSync(file);
  };
  process.on('exit', release);
  return { release };
}
