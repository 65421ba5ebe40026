// npm run backup [-- <file>]: a backup of the embedded database's DATA_DIR (the PGlite database and the
// secrets the server generated there) in one file, by default backups/loyalty-<time>.backup. Stop the
// server first: the command refuses while one runs on DATA_DIR. On PostgreSQL use pg_dump instead.
import path from 'node:path';
import { BackupError, backupDataDir } from '../db/embedded-backup';
import { embeddedDataDir } from './embedded-data-dir';
import { runCli } from './run-cli';

async function main(): Promise<number> {
  const dataDir = embeddedDataDir('backup', 'pg_dump');
  const file = path.resolve(
    process.argv[2] ??
      path.join('backups', `loyalty-${new Date().toISOString().replace(/[:.]/g, '-')}.backup`),
  );
  const { bytes } = await backupDataDir(dataDir, file);
  console.log(`Backed up ${dataDir} to ${file} (database ${Math.round(bytes / 1024)} KiB compressed).`);
  return 0;
}

runCli(main, (error) => error instanceof BackupError);
