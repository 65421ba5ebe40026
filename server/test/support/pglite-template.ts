import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createPglite, pgliteDatabase } from '../../src/db/connect';
import { migrate } from '../../src/db/migrator';
import { seedDemoData } from '../../src/demo-data';
import { demoCatalog } from './catalog';

// A fresh PGlite costs seconds (initdb, then the migrations); loading a dumped data folder costs a
// fraction of that. So a test run migrates one PGlite once, dumps it (and again after writing the demo
// data), and every test app on the embedded database starts from one of these dumps.

/** Where `npm run test:server` (server/test/run.ts) put this run's dumps. */
export const TEMPLATES_ENV = 'LOYALTY_TEST_PGLITE_TEMPLATES';

const fileName = (seeded: boolean) => (seeded ? 'migrated-and-seeded.tar' : 'migrated.tar');

async function buildTemplates(): Promise<{ migrated: Blob; seeded: Blob }> {
  const client = await createPglite();
  const database = pgliteDatabase(client);
  try {
    await migrate(database.migrationTarget);
    const migrated = await client.dumpDataDir('none');
    await seedDemoData(database.db, demoCatalog(database.db));
    const seeded = await client.dumpDataDir('none');
    return { migrated, seeded };
  } finally {
    await database.close();
  }
}

/** Builds both dumps into `dir`. */
export async function writeTemplates(dir: string): Promise<void> {
  const templates = await buildTemplates();
  await writeFile(path.join(dir, fileName(false)), Buffer.from(await templates.migrated.arrayBuffer()));
  await writeFile(path.join(dir, fileName(true)), Buffer.from(await templates.seeded.arrayBuffer()));
}

let built: ReturnType<typeof buildTemplates> | undefined;

/**
 * The dump a test app starts from: the run's, or, when a test file runs on its own (without
 * server/test/run.ts), one built in this process on first use.
 */
export async function pgliteTemplate(seeded: boolean): Promise<Blob> {
  const dir = process.env[TEMPLATES_ENV];
  const file = dir && path.join(dir, fileName(seeded));
  if (file && existsSync(file)) return new Blob([await readFile(file)]);
  built ??= buildTemplates();
  const templates = await built;
  return seeded ? templates.seeded : templates.migrated;
}
