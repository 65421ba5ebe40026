import path from 'node:path';
import { BackupError } from '../db/embedded-backup';

/**
 * DATA_DIR as the server resolves it (config.ts), read without loadConfig: loading the configuration
 * generates missing secrets in DATA_DIR, which a backup or restore must not do.
 */
export function embeddedDataDir(command: string, postgresTool: string): string {
  if (process.env.DATABASE_URL) {
    throw new BackupError(
      `DATABASE_URL is set: npm run ${command} is for the embedded database; on PostgreSQL use ${postgresTool} ` +
        '(docs/production.md#backups)',
    );
  }
  return path.resolve(process.env.DATA_DIR || './data');
}
