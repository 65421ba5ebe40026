// The server reads the contract from openapi.gen.json: openapi.yaml and the files of openapi/ bundled into
// one self-contained document (npm run api:generate; npm run api:check fails when it is stale).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { loadSpecification } from '../src/api/specification';
import { ROOT } from '../src/paths';

/** Every `$ref` in a document. */
function refsIn(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [value] : refsIn(value),
  );
}

describe('the contract the server loads', () => {
  const specification = loadSpecification() as {
    paths: Record<string, unknown>;
    components: Record<string, Record<string, unknown>>;
  };
  const root = parse(readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8')) as typeof specification;

  test('is one document: every $ref points inside it, at something that exists', () => {
    const refs = refsIn(specification);
    assert.ok(refs.length > 100, `${refs.length} references`);
    for (const ref of new Set(refs)) {
      assert.match(ref, /^#\/components\/\w+\/[\w.-]+$/, ref);
      const [, , kind = '', name = ''] = ref.split('/');
      assert.ok(specification.components[kind]?.[name], `${ref} exists`);
    }
  });

  test('has the paths and the named components that openapi.yaml lists, in its order', () => {
    assert.deepEqual(Object.keys(specification.paths), Object.keys(root.paths));
    for (const [kind, named] of Object.entries(root.components)) {
      assert.deepEqual(Object.keys(specification.components[kind] ?? {}), Object.keys(named), kind);
    }
  });

  test('is a new object on every load (fastify-openapi-glue may change what it is given)', () => {
    assert.notEqual(loadSpecification(), loadSpecification());
    assert.deepEqual(loadSpecification(), loadSpecification());
  });
});
