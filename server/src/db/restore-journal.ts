import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { embeddedDataPath } from './embedded-path';

// A restore of the embedded database (embedded-backup.ts) replaces several things in DATA_DIR: the
// database's folder and the secrets the server generated. It writes this journal before it moves
// anything and removes it once all is in place, so a restore cut short (a crash, a kill, a full disk)
// is finished by whatever takes the folder's lock next: the server's start, a backup, another restore.
// Without it a server could start on a folder whose database had been moved aside (and begin a new,
// empty one) or whose secrets had (and sign with new ones).
// Kept apart from embedded-backup.ts so that the server's start reads it without loading PGlite.

/** The files the server generates in DATA_DIR that a restore needs (config.ts): tokens and push keys. */
export const SECRET_FILES = ['secrets.json', 'vapid.json'] as const;

/** Written before a restore replaces anything, removed once it has. */
export const RESTORE_JOURNAL = 'restore-journal.json';

export interface RestoreJournal {
  /** The folder, in DATA_DIR, holding what the backup brings: the database and the secrets it had. */
  staging: string;
  /** The folder, in DATA_DIR, where what the restore replaces is kept. */
  keptAside: string;
  /** The secret files the backup holds (the others are only moved aside: the server makes new ones). */
  restored: string[];
}

/**
 * Does what is left of a restore in `dataDir`, whose lock the caller holds: moves aside whatever of the
 * replaced database and secrets is still in place, puts what the backup brought in its place, then
 * removes the journal. Every step can be done again, so a finish cut short is finished next time.
 * Returns undefined when no restore was under way, else the folder of what it replaced (if anything was).
 */
export function finishInterruptedRestore(
  dataDir: string,
  /** Tests: called after each move, to cut the restore short there. */
  step: (name: string) => void = () => undefined,
): { keptAside?: string } | undefined {
  const journalFile = path.join(dataDir, RESTORE_JOURNAL);
  if (!existsSync(journalFile)) return undefined;
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as RestoreJournal;
  const staging = path.join(dataDir, journal.staging);
  const keptAside = path.join(dataDir, journal.keptAside);
  const pgdata = path.basename(embeddedDataPath(dataDir));
  for (const name of [pgdata, ...SECRET_FILES]) {
    const inPlace = path.join(dataDir, name);
    const staged = path.join(staging, name);
    const kept = path.join(keptAside, name);
    const brought = name === pgdata || journal.restored.includes(name);
    // Moved in already: what is in place is the backup's.
    if (brought && !existsSync(staged)) continue;
    if (existsSync(inPlace)) {
      if (!existsSync(kept)) {
        mkdirSync(keptAside, { recursive: true });
        renameSync(inPlace, kept);
        step(`kept aside ${name}`);
      } else if (brought) {
        // What it replaced is kept already: this one was made meanwhile (a start's new secret).
        rmSync(inPlace, { recursive: true, force: true });
      }
    }
    if (brought) {
      renameSync(staged, inPlace);
      step(`moved in ${name}`);
    }
  }
  rmSync(staging, { recursive: true, force: true });
  rmSync(journalFile);
  return { keptAside: existsSync(keptAside) ? keptAside : undefined };
}
