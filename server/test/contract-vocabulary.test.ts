import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from '../src/paths';
import { loadContract, operationsOf } from './support/openapi';

// One vocabulary: an operation's tag is the server feature folder that handles it, and every enum is a
// named schema, so that both sides import its values from the generated files instead of copying them. A feature declares its
// operations in the type of its handlers (`Handlers<'opA' | 'opB'>`, see server/src/features/README.md),
// so each folder's files say which operations live there.

const FEATURES = path.join(ROOT, 'server/src/features');
const contract = loadContract();
const operations = operationsOf(contract);

/** The operations named in the `Handlers<...>` types of a feature folder's files. */
function operationsHandledIn(folder: string): string[] {
  const files = readdirSync(path.join(FEATURES, folder)).filter((file) => file.endsWith('.ts'));
  return files.flatMap((file) => {
    const source = readFileSync(path.join(FEATURES, folder, file), 'utf8');
    return [...source.matchAll(/\bHandlers<([^>]*)>/g)].flatMap((match) =>
      [...(match[1] as string).matchAll(/'(\w+)'/g)].map((name) => name[1] as string),
    );
  });
}

const folders = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
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
    const tags = ((contract as { tags?: { name: string }[] }).tags ?? []).map((tag) => tag.name).sort();
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
        [tags[0]],
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
