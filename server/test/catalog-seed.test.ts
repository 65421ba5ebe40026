import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { dropPostgresSchema, openDatabase } from '../src/db/connect';
import { productId, providerId } from '../src/features/catalog/ids';
import { createCatalogRepository } from '../src/features/catalog/repository';
import { seedCatalog } from '../src/features/catalog/seed';
import { seedProviders } from '../src/features/catalog/seed-data';
import { catalogRows } from '../src/features/catalog/seed-rows';
import { buildTestApp } from './helper';

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
    const rows = catalogRows(seedProviders);
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
    const rows = catalogRows(seedProviders);
    const urls = [...rows.providers.map((row) => row.logo_url), ...rows.products.map((row) => row.image_url)];
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
    const catalog = createCatalogRepository(database.db);
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

      await seedCatalog(catalog);
      await Promise.all([seedCatalog(catalog), seedCatalog(catalog)]);

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
      await seedCatalog(catalog);
      const after = await database.db
        .selectFrom('products')
        .select('available')
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow();
      assert.equal(after.available, false);
    } finally {
      await database.close();
      if (databaseUrl && databaseSchema) await dropPostgresSchema(databaseUrl, databaseSchema);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
