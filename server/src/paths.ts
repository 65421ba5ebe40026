import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository's root: the nearest folder above this module that holds openapi.yaml. Found rather
 * than hard-wired, because this module runs from server/src (tsx: development and tests) and from
 * the bundle in dist-server/ (npm start).
 */
function repositoryRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'openapi.yaml'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No openapi.yaml in ${from} or any folder above it`);
  }
}

export const ROOT = repositoryRoot(__dirname);

/**
 * The API contract the server serves and validates against: openapi.gen.json, openapi.yaml with the files
 * of openapi/ bundled into one document by `npm run api:generate` (committed, so a start never bundles).
 */
export const OPENAPI_PATH = path.join(ROOT, 'openapi.gen.json');

/** The numbered SQL migrations. */
export const MIGRATIONS_DIR = path.join(ROOT, 'server', 'migrations');
