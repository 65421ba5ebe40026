import fs from 'node:fs';
import path from 'node:path';
import { api } from '..';
// The back office's endpoints join `api` when its module loads, as its lazy screens load it.
import { backOfficeAreas } from '../manage';
// The counter console's, likewise, with the staff screen.
import { staffAreas } from '../staff';
import { apiAreas } from '.';
import type { ApiArea } from './area';

// One name per idea: a contract tag (openapi/<tag>.yaml) names one server feature folder
// (server/test/contract-vocabulary.test.ts) and one client API area, areas/<tag>.ts, which sets only
// that tag's operations.

interface Contract {
  tags: { name: string }[];
  paths: Record<string, Record<string, { operationId?: string; tags?: string[]; 'x-back-office'?: string }>>;
}

const contract = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../../openapi.gen.json'), 'utf8'),
) as Contract;
const contractTags = contract.tags.map((tag) => tag.name);
const tagOf = new Map<string, string[]>(
  Object.values(contract.paths).flatMap((operations) =>
    Object.values(operations).flatMap((operation) =>
      operation.operationId ? [[operation.operationId, operation.tags ?? []] as const] : [],
    ),
  ),
);

/** What is wrong with where the areas (by tag) set operations: one line per misplaced or unknown operation. */
function misplacedOperations(areas: Record<string, ApiArea>): string[] {
  return Object.entries(areas).flatMap(([tag, area]) =>
    Object.keys(area).flatMap((operationId) => {
      const tags = tagOf.get(operationId);
      if (!tags) return [`${tag} sets ${operationId}, which the contract lacks`];
      if (tags.length !== 1 || tags[0] !== tag) {
        return [`${tag} sets ${operationId}, tagged ${tags.join(', ') || 'with nothing'}`];
      }
      if (!(operationId in api.endpoints)) {
        return [`${tag} sets ${operationId}, which is not a generated endpoint`];
      }
      return [];
    }),
  );
}

const AREAS_DIR = __dirname;
const areaFiles = fs
  .readdirSync(AREAS_DIR)
  .filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !['index.ts', 'area.ts'].includes(file),
  );

/** Each file's area by the file's name, its tag: a file of areas/ exports its area alone. */
const areasByTag = Object.fromEntries(
  areaFiles.map((file) => {
    const exported = Object.values(jest.requireActual(path.join(AREAS_DIR, file)) as Record<string, ApiArea>);
    if (exported.length !== 1)
      throw new Error(`areas/${file} exports ${exported.length} values, not its area alone`);
    return [file.replace(/\.ts$/, ''), exported[0] as ApiArea];
  }),
);

test('the contract has tags and tagged operations (the scan finds them)', () => {
  expect(contractTags.length).toBeGreaterThan(1);
  expect(tagOf.get('getMyUser')).toEqual(['my-user']);
});

test('every contract tag has its area, areas/<tag>.ts, and every file of areas/ is a contract tag', () => {
  expect(Object.keys(areasByTag).sort()).toEqual([...contractTags].sort());
});

const backOfficeOperations = new Set(
  Object.values(contract.paths).flatMap((operations) =>
    Object.values(operations).flatMap((operation) =>
      operation.operationId && operation['x-back-office'] ? [operation.operationId] : [],
    ),
  ),
);

test('every area is applied, once, by the app, the back office or the counter console, and nothing else is', () => {
  const applied = [...apiAreas, ...backOfficeAreas, ...staffAreas];
  const unapplied = Object.entries(areasByTag).filter(([, area]) => !applied.includes(area));
  expect(unapplied.map(([tag]) => tag)).toEqual([]);
  expect(new Set(applied).size).toBe(applied.length);
  expect(applied.length).toBe(Object.keys(areasByTag).length);
});

test('the back office applies the areas of the tags that are all its own, and only those', () => {
  const tagOfArea = new Map(Object.entries(areasByTag).map(([tag, area]) => [area, tag]));
  const allBackOffice = (tag: string) =>
    [...tagOf.entries()]
      .filter(([, tags]) => tags.includes(tag))
      .every(([operationId]) => backOfficeOperations.has(operationId));
  expect(
    backOfficeAreas.map((area) => tagOfArea.get(area)).filter((tag) => !tag || !allBackOffice(tag)),
  ).toEqual([]);
  expect(apiAreas.map((area) => tagOfArea.get(area) ?? '?').filter(allBackOffice)).toEqual([]);
});

test('the counter console applies the staff area alone, and the app applies no area of the console', () => {
  const tagOfArea = new Map(Object.entries(areasByTag).map(([tag, area]) => [area, tag]));
  expect(staffAreas.map((area) => tagOfArea.get(area))).toEqual(['staff']);
  expect(apiAreas.map((area) => tagOfArea.get(area))).not.toContain('staff');
  // Its endpoints are not the app's own: they join when the console's module loads.
  expect(
    Object.keys(areasByTag.staff ?? {}).every((operationId) => tagOf.get(operationId)?.[0] === 'staff'),
  ).toBe(true);
});

test('every area sets only the generated endpoints of its own tag', () => {
  expect(misplacedOperations(areasByTag)).toEqual([]);
});

test('an area that sets an operation of another tag, or one the contract lacks, is caught', () => {
  const strayArea = { getProvider: {}, getMyUser: { keepUnusedDataFor: 1 }, listEverything: {} } as ApiArea;
  expect(misplacedOperations({ catalog: strayArea })).toEqual([
    'catalog sets getMyUser, tagged my-user',
    'catalog sets listEverything, which the contract lacks',
  ]);
});

test('the browser redirects left out of the generated endpoints cannot be set', () => {
  const googleArea = { startGoogleLogin: {} } as ApiArea;
  expect(misplacedOperations({ google: googleArea })).toEqual([
    'google sets startGoogleLogin, which is not a generated endpoint',
  ]);
});
