import fs from 'node:fs';
import path from 'node:path';
import { api } from '..';
import { apiAreas } from '.';
import type { ApiArea } from './area';

// One name per idea: a contract tag (openapi/<tag>.yaml) names one server feature folder
// (server/test/contract-vocabulary.test.ts) and one client API area, areas/<tag>.ts, which sets only
// that tag's operations.

interface Contract {
  tags: { name: string }[];
  paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
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

/** What is wrong with where the areas set operations: one line per misplaced or unknown operation. */
function misplacedOperations(areas: readonly ApiArea[]): string[] {
  return areas.flatMap((area) =>
    Object.keys(area.endpoints).flatMap((operationId) => {
      const tags = tagOf.get(operationId);
      if (!tags) return [`${area.tag} sets ${operationId}, which the contract lacks`];
      if (tags.length !== 1 || tags[0] !== area.tag) {
        return [`${area.tag} sets ${operationId}, tagged ${tags.join(', ') || 'with nothing'}`];
      }
      if (!(operationId in api.endpoints)) {
        return [`${area.tag} sets ${operationId}, which is not a generated endpoint`];
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

test('the contract has tags and tagged operations (the scan finds them)', () => {
  expect(contractTags.length).toBeGreaterThan(1);
  expect(tagOf.get('getMyUser')).toEqual(['users']);
});

test('every contract tag has one area, and every area is a contract tag', () => {
  expect(apiAreas.map((area) => area.tag).sort()).toEqual([...contractTags].sort());
});

test('every area lives in areas/<tag>.ts, and every file of areas/ is an area that is applied', () => {
  expect(areaFiles.map((file) => file.replace(/\.ts$/, '')).sort()).toEqual([...contractTags].sort());
  for (const file of areaFiles) {
    const exported = Object.values(jest.requireActual(path.join(AREAS_DIR, file)) as Record<string, ApiArea>);
    expect({ file, tags: exported.map((area) => area.tag) }).toEqual({
      file,
      tags: [file.replace(/\.ts$/, '')],
    });
    expect(apiAreas).toContain(exported[0]);
  }
});

test('every area sets only the generated endpoints of its own tag', () => {
  expect(misplacedOperations(apiAreas)).toEqual([]);
});

test('an area that sets an operation of another tag, or one the contract lacks, is caught', () => {
  const strayArea: ApiArea = {
    tag: 'catalog',
    endpoints: {
      getProvider: {},
      getMyUser: { keepUnusedDataFor: 1 },
      listEverything: {},
    } as ApiArea['endpoints'],
  };
  expect(misplacedOperations([strayArea])).toEqual([
    'catalog sets getMyUser, tagged users',
    'catalog sets listEverything, which the contract lacks',
  ]);
});

test('the browser redirects left out of the generated endpoints cannot be set', () => {
  const googleArea: ApiArea = { tag: 'google', endpoints: { startGoogleLogin: {} } as ApiArea['endpoints'] };
  expect(misplacedOperations([googleArea])).toEqual([
    'google sets startGoogleLogin, which is not a generated endpoint',
  ]);
});
