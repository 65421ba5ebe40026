import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from '../src/paths';
import { loadContract, operationsOf } from './support/openapi';

// One vocabulary: an operation's tag is the server feature folder that handles it (or, for a view joined
// from several features, the read model of the composition layer: server/src/read-models/<tag>.ts), and
// every enum is a named schema, so that both sides import its values from the generated files instead of copying them. A feature declares its
// operations in the type of its handlers (`Handlers<'opA' | 'opB'>`, see server/src/features/README.md),
// so each folder's files say which operations live there.

const FEATURES = path.join(ROOT, 'server/src/features');
const READ_MODELS = path.join(ROOT, 'server/src/read-models');
const contract = loadContract();
const operations = operationsOf(contract);

/** The operations named in the `Handlers<...>` types of a source file. */
function operationsHandledBy(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/\bHandlers<([^>]*)>/g)].flatMap((match) =>
    [...(match[1] as string).matchAll(/'(\w+)'/g)].map((name) => name[1] as string),
  );
}

/** The operations named in a feature folder's files, or in a read model's file. */
function operationsHandledIn(place: string): string[] {
  if (place.startsWith('read-models/'))
    return operationsHandledBy(path.join(READ_MODELS, `${place.slice(12)}.ts`));
  const files = readdirSync(path.join(FEATURES, place)).filter((file) => file.endsWith('.ts'));
  return files.flatMap((file) => operationsHandledBy(path.join(FEATURES, place, file)));
}

/** Where a tag's handlers must be: `features/<tag>/`, or `read-models/<tag>.ts` when that file exists. */
const placeOf = (tag: string) => (readModels.includes(tag) ? `read-models/${tag}` : tag);

const readModels = readdirSync(READ_MODELS)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3));
const folders = [
  ...readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
  ...readModels.map((name) => `read-models/${name}`),
];
const handledIn = new Map<string, string[]>();
for (const folder of folders) {
  for (const operationId of operationsHandledIn(folder)) {
    handledIn.set(operationId, [...(handledIn.get(operationId) ?? []), folder]);
  }
}

describe('every operation is tagged with the feature folder that handles it', () => {
  test('the handler types name operations (the scan finds them)', () => {
    assert.ok(handledIn.size >= operations.length, `found handlers for ${handledIn.size} operations`);
  });

  test('every declared tag is a server feature folder, and every folder with handlers is a tag', () => {
    const tags = ((contract as { tags?: { name: string }[] }).tags ?? [])
      .map((tag) => placeOf(tag.name))
      .sort();
    const withHandlers = folders.filter((folder) => operationsHandledIn(folder).length > 0).sort();
    assert.deepEqual(tags, withHandlers);
  });

  for (const operation of operations) {
    test(`${operation.operationId} (${operation.method.toUpperCase()} ${operation.path})`, () => {
      const tags = (operation as { tags?: string[] }).tags ?? [];
      assert.equal(tags.length, 1, `${operation.operationId} has one tag, not ${JSON.stringify(tags)}`);
      const folders = handledIn.get(operation.operationId) ?? [];
      assert.deepEqual(
        folders,
        [placeOf(tags[0] as string)],
        `${operation.operationId} is tagged ${tags[0]} but its handler is in ${folders.join(', ') || 'no folder'}`,
      );
    });
  }

  test('no handler type names an operation the contract lacks', () => {
    const known = new Set(operations.map((operation) => operation.operationId));
    assert.deepEqual(
      [...handledIn.keys()].filter((operationId) => !known.has(operationId)),
      [],
    );
  });
});

/** Every `enum` of more than one value outside components.schemas, as a path into the document. */
function inlineEnums(node: unknown, at: string[]): string[] {
  if (!node || typeof node !== 'object') return [];
  const found: string[] = [];
  const object = node as Record<string, unknown>;
  const named = at.length === 3 && at[0] === 'components' && at[1] === 'schemas';
  if (Array.isArray(object.enum) && object.enum.length > 1 && !named) found.push(at.join('/'));
  for (const [key, value] of Object.entries(object)) found.push(...inlineEnums(value, [...at, key]));
  return found;
}

test('every enum of more than one value is a named schema (a single value is a constant)', () => {
  assert.deepEqual(inlineEnums(contract, []), []);
});
