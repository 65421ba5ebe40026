import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../paths';

/** Parsed contracts, as JSON named by a hash of the YAML they came from: a cache, rebuilt when missing. */
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'loyalty-openapi');

/**
 * openapi.yaml as an object, for the docs and fastify-openapi-glue alike (each parsed the file itself
 * before). Parsing its YAML takes some 0.2 s, reading the same as JSON 2 ms, so the parse is kept as
 * JSON under a hash of the file's text: a changed contract is parsed again. When the cache cannot be
 * written (a read-only install), the YAML is parsed on every start.
 */
export function loadSpecification(yamlPath: string, cacheDir = CACHE_DIR): Record<string, unknown> {
  const text = readFileSync(yamlPath, 'utf8');
  const cached = path.join(cacheDir, `${createHash('sha256').update(text).digest('hex').slice(0, 32)}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8'));
  } catch {
    // Not cached yet (or unreadable): parse it.
  }
  const specification = parse(text) as Record<string, unknown>;
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Written aside and renamed: a start running beside this one never reads half a file.
    const partial = `${cached}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(specification));
    renameSync(partial, cached);
  } catch {
    // Nowhere to keep it: the next start parses again.
  }
  return specification;
}
