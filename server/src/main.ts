import { ConfigError, loadConfig } from './config';
import { embeddedDataPath } from './db/embedded-path';
import { startFromTemplate } from './db/pglite-template';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The embedded database belongs to one process: a second server on the same folder would write
  // beside the first and lose acknowledged data. PostgreSQL needs no such lock.
  let dataDirLock: ReturnType<typeof lockDataDir> | undefined;
  if (!config.databaseUrl) {
    try {
      dataDirLock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }

  // A new DATA_DIR is a copy of the migrated template: some 470 files, 14 MB of disk writes. Every
  // file's copy is in libuv's hands when this call returns, so the disk works while the app's
  // modules load (the CPU's part) instead of after them (issue 12).
  const startedFromTemplate = config.databaseUrl
    ? undefined
    : startFromTemplate(embeddedDataPath(config.dataDir));
  // Swallowed here only so that a refused copy is not reported twice: buildApp awaits it.
  startedFromTemplate?.catch(() => undefined);
  const { buildApp } = await import('./app');
  const app = await buildApp(config, { startedFromTemplate });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down: finishing open requests, then closing the database');
    try {
      await app.close();
      // Only once the database is closed may another server open the folder.
      dataDirLock?.release();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir}/pgdata)`,
      publicUrl: config.publicUrl,
    },
    'Loyalty app server ready',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
