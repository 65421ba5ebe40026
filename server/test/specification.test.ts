// openapi.yaml is parsed once per content and kept as JSON: a start reads the JSON, a changed file is
// parsed again, and a cache that cannot be written only costs the parse.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { parse } from 'yaml';
import { loadSpecification } from '../src/api/specification';
import { OPENAPI_PATH } from '../src/paths';

describe('the contract, parsed once', () => {
  const folders: string[] = [];
  after(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });
  const folder = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'loyalty-spec-'));
    folders.push(dir);
    return dir;
  };

  test('openapi.yaml loads as the YAML says, first parsed, then from the cache', async () => {
    const cache = await folder();
    const expected = parse(readFileSync(OPENAPI_PATH, 'utf8'));
    assert.deepEqual(loadSpecification(OPENAPI_PATH, cache), expected);
    const [kept] = await readdir(cache);
    assert.ok(kept?.endsWith('.json'));
    assert.deepEqual(loadSpecification(OPENAPI_PATH, cache), expected);
  });

  test('a changed file is parsed again; what the cache holds under its hash is what is read', async () => {
    const dir = await folder();
    const cache = path.join(dir, 'cache');
    const yamlPath = path.join(dir, 'api.yaml');
    await writeFile(yamlPath, 'openapi: 3.1.0\ninfo: { title: One, version: "1" }\n');
    assert.equal((loadSpecification(yamlPath, cache).info as { title: string }).title, 'One');
    const [first] = await readdir(cache);
    assert.ok(first);
    // The cached JSON is what a second start uses (proved by changing it under the same hash).
    await writeFile(path.join(cache, first), JSON.stringify({ info: { title: 'From the cache' } }));
    assert.equal((loadSpecification(yamlPath, cache).info as { title: string }).title, 'From the cache');
    await writeFile(yamlPath, 'openapi: 3.1.0\ninfo: { title: Two, version: "1" }\n');
    assert.equal((loadSpecification(yamlPath, cache).info as { title: string }).title, 'Two');
    assert.equal((await readdir(cache)).length, 2);
  });

  test('a cache that cannot be written still gives the contract', async () => {
    const dir = await folder();
    const yamlPath = path.join(dir, 'api.yaml');
    await writeFile(yamlPath, 'openapi: 3.1.0\ninfo: { title: Three, version: "1" }\n');
    // A file where the cache folder should be: nothing can be written below it.
    const blocked = path.join(dir, 'blocked');
    await writeFile(blocked, '');
    assert.equal(
      (loadSpecification(yamlPath, path.join(blocked, 'cache')).info as { title: string }).title,
      'Three',
    );
  });
});
