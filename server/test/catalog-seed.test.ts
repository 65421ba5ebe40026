import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/connect';
import { productId, providerId } from '../src/features/catalog/ids';
import { seedCatalog } from '../src/features/catalog/seed';
import { seedProviders } from '../src/features/catalog/seed-data';
import { authHeaders, buildTestApp, dropTestDatabase, registerUser } from './helper';
import { recordingOutbox } from './support/catalog';

/**
 * The demo catalogue as the seed wrote it before the catalogue had commands (issue 22): its rows, and a
 * hash of every catalogue answer in every language, taken from the hand-written rows of that seed.
 */
const BEFORE = JSON.parse(readFileSync(path.join(__dirname, 'fixtures/demo-catalog.json'), 'utf8')) as {
  rows: { providers: Record<string, unknown>[]; products: Record<string, unknown>[] };
  answers: Record<string, string>;
};
const rows = BEFORE.rows;
const LANGUAGES = ['en', 'es', 'fr', 'de', 'pl', 'uk', 'ca', 'ru', 'sr'];

const UPLOADS_DIR = path.resolve(__dirname, '../uploads');

describe('catalogue seed data', () => {
  it('keeps provider ids stable, because printed QR codes carry them', () => {
    assert.equal(providerId('cafe-olivera'), 'ef62d36a-95b5-544c-9358-f7b38a084563');
    assert.equal(providerId('la-taula-de-gracia'), providerId('la-taula-de-gracia'));
    assert.notEqual(productId('cafe-olivera', 'espresso'), productId('kawiarnia-pod-lipa', 'espresso'));
  });

  it('has at least 3 providers of both kinds with at least 12 products each', () => {
    assert.ok(seedProviders.length >= 3);
    assert.deepEqual(
      new Set(seedProviders.map((provider) => provider.kind)),
      new Set(['coffee_shop', 'restaurant']),
    );
    for (const provider of seedProviders) assert.ok(provider.products.length >= 12, provider.slug);
  });

  it('derives unique ids and earns about 1 point per euro, costs about 10 per euro', () => {
    const ids = [...rows.providers, ...rows.products].map((row) => row.id);
    assert.equal(new Set(ids).size, ids.length);
    const croissant = rows.products.find((row) => row.id === productId('cafe-olivera', 'butter-croissant'));
    assert.deepEqual([croissant?.price, croissant?.points_price, croissant?.loyalty_points], [190, 19, 2]);
    const cheesecake = rows.products.find(
      (row) => row.id === productId('kawiarnia-pod-lipa', 'krakow-cheesecake'),
    );
    assert.deepEqual(
      [cheesecake?.currency, cheesecake?.points_price, cheesecake?.loyalty_points],
      ['PLN', 42, 4],
    );
    assert.ok(
      rows.products.some((row) => !row.available),
      'one product is unavailable',
    );
  });

  it('has an image file for every product and a logo for every provider', () => {
    const urls = [
      ...rows.providers.map((row) => row.logo_url),
      ...rows.products.map((row) => row.image_url),
    ].map(String);
    for (const url of urls) {
      assert.ok(existsSync(path.join(UPLOADS_DIR, url.replace(/^\/uploads\//, ''))), `${url} is missing`);
    }
  });
});

describe('seedCatalog', () => {
  it('is idempotent: seeding again, even twice at once, leaves the same rows', async () => {
    const first = await buildTestApp({ keepData: true });
    const { databaseUrl, databaseSchema, dataDir } = first.config;
    await first.close();
    const database = await openDatabase({ databaseUrl, schema: databaseSchema, dataDir });
    const outbox = recordingOutbox();
    try {
      const snapshot = async () => ({
        providers: await database.db
          .selectFrom('providers')
          .select(['id', 'slug', 'name', 'kind', 'opening_hours', 'logo_url', 'sort_order'])
          .orderBy('id')
          .execute(),
        products: await database.db
          .selectFrom('products')
          .select([
            'id',
            'provider_id',
            'slug',
            'price',
            'points_price',
            'allergens',
            'extra_groups',
            'available',
          ])
          .orderBy('id')
          .execute(),
      });
      const before = await snapshot();
      assert.equal(before.providers.length, seedProviders.length);
      const productCount = seedProviders.reduce((sum, provider) => sum + provider.products.length, 0);
      assert.equal(before.products.length, productCount);

      await seedCatalog(database.db, outbox);
      await Promise.all([seedCatalog(database.db, outbox), seedCatalog(database.db, outbox)]);
      assert.deepEqual(outbox.appended, [], 'nothing written, so nothing to tell');

      assert.deepEqual(await snapshot(), before);
      const { rows } = await sql<{ count: string }>`SELECT count(*) AS count FROM products`.execute(
        database.db,
      );
      assert.equal(Number(rows[0]?.count), productCount);

      // A product the shop marked unavailable stays so across a restart's seeding.
      const product = before.products.find((row) => row.available);
      assert.ok(product);
      await database.db
        .updateTable('products')
        .set({ available: false })
        .where('id', '=', product.id)
        .execute();
      await seedCatalog(database.db, outbox);
      const after = await database.db
        .selectFrom('products')
        .select('available')
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow();
      assert.equal(after.available, false);
    } finally {
      await database.close();
      await dropTestDatabase(first.config);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the demo catalogue written through the commands', () => {
  it('has the rows the hand-written seed had, and every answer of the API is the same in every language', async () => {
    const t = await buildTestApp();
    try {
      const stored = {
        providers: await t.app.db
          .selectFrom('providers')
          .select(Object.keys(rows.providers[0] ?? {}) as never[])
          .orderBy('sort_order')
          .execute(),
        products: await t.app.db
          .selectFrom('products')
          .select(Object.keys(rows.products[0] ?? {}) as never[])
          .orderBy('provider_id')
          .orderBy('sort_order')
          .execute(),
      };
      // The old rows held their jsonb columns as JSON text; their order was the seed's.
      const parsed = (row: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            typeof value === 'string' && /^[[{]/.test(value) ? JSON.parse(value) : value,
          ]),
        );
      const byProviderAndOrder = (a: Record<string, unknown>, b: Record<string, unknown>) =>
        String(a.provider_id).localeCompare(String(b.provider_id)) ||
        Number(a.sort_order) - Number(b.sort_order);
      assert.deepEqual(stored.providers.map(parsed), rows.providers.map(parsed));
      assert.deepEqual(stored.products.map(parsed), rows.products.map(parsed).sort(byProviderAndOrder));

      const user = await registerUser(t.app);
      let compared = 0;
      for (const language of LANGUAGES) {
        const get = async (url: string) => {
          const response = await t.app.inject({
            url,
            headers: { ...authHeaders(user.accessToken), 'accept-language': language },
          });
          assert.equal(response.statusCode, 200, url);
          return response.json().data;
        };
        const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
        const providers = ((await get('/api/providers')) as { providers: unknown }).providers as {
          providerId: string;
          isOpenNow?: boolean;
          todayHours?: unknown;
          nextOpening?: unknown;
        }[];
        // The opening state (open now, today's hours, the next opening) depends on the clock, not on the seed.
        const withoutOpenState = providers.map(
          ({ isOpenNow: _open, todayHours: _today, nextOpening: _next, ...provider }) => provider,
        );
        assert.equal(
          hash(withoutOpenState),
          BEFORE.answers[`${language} /api/providers`],
          `${language} places`,
        );
        for (const { providerId: id } of providers) {
          const url = `/api/providers/${id}/products`;
          assert.equal(hash(await get(url)), BEFORE.answers[`${language} ${url}`], `${language} ${url}`);
          compared += 1;
        }
      }
      assert.equal(compared, LANGUAGES.length * seedProviders.length);
    } finally {
      await t.close();
    }
  });
});
