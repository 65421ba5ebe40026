// Part of `npm run build:server`: builds the migrated embedded-database template for today's migrations
// (db/pglite-template.ts), so that even the first start on a new DATA_DIR skips PGlite's initdb, and the
// demo template for the bundle just built (dist-server/main.js), so that a first start with the demo
// data skips writing them. A start that finds no migrated template builds it itself, and one that finds
// no demo template writes the demo data itself: this only moves those costs to the build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { buildDemoTemplate, ensureTemplate } from '../db/pglite-template';
import { ROOT } from '../paths';

const SERVER_BUNDLE = path.join(ROOT, 'dist-server', 'main.js');

/** Starts the server once on `dataDir` with the demo data, as a first start does, and closes it. */
async function seedDemoData(dataDir: string): Promise<void> {
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', LOG_LEVEL: 'error' });
  const app = await buildApp(config);
  await app.close();
}

async function main(): Promise<void> {
  const started = performance.now();
  const dir = await ensureTemplate();
  console.log(`Embedded database template ready in ${Math.round(performance.now() - started)} ms: ${dir}`);
  if (!existsSync(SERVER_BUNDLE)) return;
  const demoStarted = performance.now();
  const demo = await buildDemoTemplate(SERVER_BUNDLE, seedDemoData);
  console.log(`Demo data template ready in ${Math.round(performance.now() - demoStarted)} ms: ${demo}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
