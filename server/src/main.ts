import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { ConfigError, loadConfig } from './config';
import { embeddedDataPath } from './db/embedded-path';
import { startFromTemplate } from './db/pglite-template';
import { finishInterruptedRestore } from './db/restore-journal';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock';
import { type MetricsServer, startMetricsServer } from './plugins/metrics';

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

  // PGlite is PostgreSQL compiled to WebAssembly. V8 compiles it with its baseline compiler (Liftoff) as
  // functions are first called, then again with its optimizing one (TurboFan) on background threads,
  // which at a start took a second of CPU on 2 cores, held the main thread up to 0.4 s and 55 MiB.
  // Liftoff's code alone answers the app's requests as fast (npm run bench: reads within the run's
  // noise; the app's own JavaScript is the most of a request), so the optimizing compiler is left out.
  // Set before PGlite's module is compiled, so it applies to it; PostgreSQL's deployments load no WASM.
  if (!config.databaseUrl) setFlagsFromString('--liftoff-only');

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
    // A restore cut short is finished before anything reads the folder; the configuration is read again,
    // as it may have made new secrets where the restore had not yet put the backup's.
    const restore = finishInterruptedRestore(config.dataDir);
    if (restore) {
      console.error(`Finished a restore of ${config.dataDir} that had been cut short.`);
      if (restore.keptAside)
        console.error(`The database and secrets it replaced are in ${restore.keptAside}.`);
      config = loadConfig(process.env);
    }
  }

  // A new DATA_DIR is a copy of the migrated template: some 470 files, 14 MB of disk writes. Every
  // file's copy is in libuv's hands when this call returns, so the disk works while the app's
  // modules load (the CPU's part) instead of after them (issue 12).
  // With the demo data, the demo template made for this very file (the bundle), when there is one: it
  // holds the demo data already, which a first start otherwise writes (some 7,700 statements, seconds).
  const startedFromTemplate = config.databaseUrl
    ? undefined
    : startFromTemplate(embeddedDataPath(config.dataDir), undefined, {
        demoDataOf: config.seedDemoData ? __filename : undefined,
      });
  // Swallowed here only so that a refused copy is not reported twice: buildApp awaits it.
  startedFromTemplate?.catch(() => undefined);
  const { buildApp } = await import('./app');
  const app = await buildApp(config, { startedFromTemplate });
  let metricsServer: MetricsServer | undefined;
  let closing = false;
  /**
   * A stop: readiness answers 503 at once, and for SHUTDOWN_DRAIN_MS the instance serves on while the load
   * balancer notices and takes it out; then open event streams
   * are told to reconnect (elsewhere) and closed, no new connection is taken, requests in flight finish,
   * the outbox relay publishes what they committed, the database closes; all within SHUTDOWN_TIMEOUT_MS,
   * else the process exits anyway (status 1).
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.beginStopping();
    app.log.info(
      { signal, drainMs: config.shutdownDrainMs, timeoutMs: config.shutdownTimeoutMs },
      'Shutting down: not ready, serving on while the load balancer drains the instance; then finishing open requests, publishing the outbox, closing the database',
    );
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'Shutdown timed out: exiting anyway');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    try {
      await sleep(config.shutdownDrainMs);
      app.log.info({ drainMs: config.shutdownDrainMs }, 'Drained: closing');
      await app.close();
      await metricsServer?.close();
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
  if (config.metrics) {
    metricsServer = await startMetricsServer(app.metrics, config.metrics, (error) =>
      app.log.error({ err: error }, 'Metrics failed'),
    );
    app.log.info({ url: `${metricsServer.url}/metrics` }, 'Metrics listening');
  }
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
