// Every table has one owner feature (the table in server/src/features/README.md): only its folder, and
// the exceptions that table names, query it with selectFrom / insertInto / updateTable / deleteFrom.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';

const SRC = path.join(__dirname, '..', 'src');
const FEATURES = path.join(SRC, 'features');

/** The tables of db/schema.ts's `Database` interface. */
function schemaTables(): string[] {
  const schema = readFileSync(path.join(SRC, 'db', 'schema.ts'), 'utf8');
  const body = /export interface Database \{([^}]*)\}/.exec(schema)?.[1];
  assert.ok(body, 'db/schema.ts declares `interface Database`');
  return [...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1] as string);
}

interface Ownership {
  owner: string;
  /** Folders under features/ (e.g. `account`) or paths under server/src/ (e.g. `cli/staff-add.ts`). */
  alsoBy: string[];
}

/** The "Who owns which table" table of features/README.md, by table. */
function documentedOwners(): Map<string, Ownership[]> {
  const readme = readFileSync(path.join(FEATURES, 'README.md'), 'utf8');
  const section = readme.split('## Who owns which table')[1];
  assert.ok(section, 'features/README.md has a "Who owns which table" section');
  const owners = new Map<string, Ownership[]>();
  for (const match of section.matchAll(/^\| `(\w+)` \| ([\w-]+) \|(.*)\|$/gm)) {
    const [, table, owner, also] = match as unknown as [string, string, string, string];
    const alsoBy = [...also.matchAll(/`([^`]+)`/g)].map((name) => name[1] as string);
    owners.set(table, [...(owners.get(table) ?? []), { owner, alsoBy }]);
  }
  return owners;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Where the code queries each table: `table -> [file relative to server/src, ...]`. */
function tableAccesses(): Map<string, Set<string>> {
  const accesses = new Map<string, Set<string>>();
  const tables = new Set(schemaTables());
  for (const file of sourceFiles(SRC)) {
    const code = readFileSync(file, 'utf8');
    // A common table expression of the file's own statements (`.with('new_order', ...)`) is no table
    // (unless a table has its name).
    const ctes = new Set([...code.matchAll(/\.with\(\s*'(\w+)'/g)].map((match) => match[1] as string));
    for (const match of code.matchAll(/\b(?:selectFrom|insertInto|updateTable|deleteFrom)\(\s*'(\w+)/g)) {
      const table = match[1] as string;
      if (ctes.has(table) && !tables.has(table)) continue;
      const files = accesses.get(table) ?? new Set<string>();
      files.add(path.relative(SRC, file).split(path.sep).join('/'));
      accesses.set(table, files);
    }
  }
  return accesses;
}

/** Whether `file` (relative to server/src) is inside the feature folder, or is the path, `name`. */
function isIn(file: string, name: string): boolean {
  return name.endsWith('.ts') ? file === name : file.startsWith(`features/${name}/`);
}

describe('table ownership', () => {
  const tables = schemaTables();
  const owners = documentedOwners();
  const features = readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  test('the schema and the README name the same tables, each owned by exactly one feature', () => {
    assert.ok(tables.length > 10, `db/schema.ts has the app's tables (found ${tables.length})`);
    assert.deepEqual([...owners.keys()].sort(), [...tables].sort());
    for (const [table, rows] of owners) {
      assert.equal(rows.length, 1, `${table} has one row in features/README.md`);
      const { owner, alsoBy } = rows[0] as Ownership;
      assert.ok(features.includes(owner), `${table}'s owner ${owner} is a folder of features/`);
      for (const name of alsoBy) {
        assert.ok(
          name.endsWith('.ts') || features.includes(name),
          `${table}: "${name}" is a folder of features/ or a file`,
        );
      }
    }
  });

  test("a table is queried only in its owner's folder and the exceptions its row names", () => {
    const accesses = tableAccesses();
    assert.ok((accesses.get('orders')?.size ?? 0) > 0, 'the scan finds the queries');
    const strays: string[] = [];
    for (const [table, files] of accesses) {
      const ownership = owners.get(table)?.[0];
      assert.ok(ownership, `${table} (queried in ${[...files].join(', ')}) has a row in features/README.md`);
      for (const file of files) {
        if (![ownership.owner, ...ownership.alsoBy].some((name) => isIn(file, name))) {
          strays.push(`${file} queries ${table}, which ${ownership.owner} owns`);
        }
      }
    }
    assert.deepEqual(strays, []);
  });

  test('the check catches a stray query', () => {
    assert.equal(isIn('features/staff/repository.ts', 'orders'), false);
    assert.equal(isIn('features/orders/repository.ts', 'orders'), true);
    assert.equal(isIn('features/orders-archive/x.ts', 'orders'), false);
    assert.equal(isIn('cli/staff-add.ts', 'cli/staff-add.ts'), true);
  });
});
