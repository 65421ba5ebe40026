// npm run restore -- <file>: brings a backup made by `npm run backup` back into DATA_DIR. It checks the
// file first, refuses while a server runs on DATA_DIR, and keeps the database and secrets it replaces in
// DATA_DIR/before-restore-<time>/. On PostgreSQL use pg_restore instead.
import path from 'node:path';
import { BackupError, restoreDataDir } from '../db/embedded-backup';
import { embeddedDataDir } from './embedded-data-dir';
import { runCli } from './run-cli';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run restore -- <backup file>');
    return 2;
  }
  const dataDir = embeddedDataDir('restore', 'pg_restore');
  const { createdAt, keptAside } = await restoreDataDir(dataDir, path.resolve(file));
  console.log(`Restored ${dataDir} from ${file} (backed up ${createdAt}).`);
  if (keptAside) console.log(`The database and secrets it replaced are in ${keptAside}.`);
  return 0;
}

runCli(main, (error) => error instanceof BackupError);
