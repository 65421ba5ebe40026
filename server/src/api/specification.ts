import { readFileSync } from 'node:fs';
import { OPENAPI_PATH } from '../paths';

/**
 * The contract as one document, for the docs at /api/docs: openapi.gen.json, which
 * `npm run api:generate` bundles (Redocly) from openapi.yaml and the files of openapi/ it joins by $ref,
 * and `npm run api:check` holds to them. Read as JSON (a few ms, where parsing the YAML took 0.2 s),
 * a new object on every call. The routes come from routes.gen.ts, made from the same document.
 */
export function loadSpecification(file = OPENAPI_PATH): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}
