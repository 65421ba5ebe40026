// Part of `npm run build:server`: builds the migrated embedded-database template for today's migrations
// (db/pglite-template.ts), so that even the first start on a new DATA_DIR skips PGlite's initdb. A
// start that finds no template builds it itself; this only moves that cost to the build.
import { ensureTemplate } from '../db/pglite-template';

const started = performance.now();
ensureTemplate()
  .then((dir) =>
    console.log(`Embedded database template ready in ${Math.round(performance.now() - started)} ms: ${dir}`),
  )
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
