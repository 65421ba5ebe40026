import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { languageValues } from '../src/api/contract.gen';
import type { Schema } from '../src/api/handler';
import { migrate } from '../src/db/migrator';
import { createCatalogCache } from '../src/features/catalog/cache';
import { createCatalogCommands } from '../src/features/catalog/commands';
import { extraGroupId, extraOptionId, productId, providerId } from '../src/features/catalog/ids';
import type { Language } from '../src/features/catalog/language';
import { toLocalizedProduct } from '../src/features/catalog/mappers';
import {
  createCatalogRepository,
  type ProductRecord,
  type ProviderRecord,
} from '../src/features/catalog/repository';
import { createOrdersRepository } from '../src/features/orders/repository';
import { MIGRATIONS_DIR } from '../src/paths';
import { authHeaders, buildTestApp, registerUser } from './helper';
import { demoCatalog, recordingOutbox } from './support/catalog';
import { migratedBefore } from './support/migrations';

describe('0009_catalog_writes.sql on an existing database', () => {
  it('keeps the catalogue and the orders placed before, which read as they did', async () => {
    // The migrations before 0009, applied to a database that then gets data of that time.
    const before = await migratedBefore('0009');
    const { database } = before;
    try {
      const { db } = database;
      const place = randomUUID();
      const product = randomUUID();
      const group = randomUUID();
      const option = randomUUID();
      const extraGroups = [
        {
          groupId: group,
          name: 'Milk',
          translations: { ca: 'Llet' },
          maxSelectable: 1,
          options: [
            { optionId: option, name: 'Oat milk', translations: { ca: 'Civada' }, price: 50, allergens: [] },
          ],
        },
      ];
      await db
        .insertInto('providers')
        .values({
          id: place,
          slug: 'old-place',
          name: 'Old Place',
          kind: 'coffee_shop',
          address: 'Somewhere 1',
          timezone: 'Europe/Madrid',
          currency: 'EUR',
          logo_url: '/uploads/x.svg',
          language: 'ca',
        } as never)
        .execute();
      await db
        .insertInto('products')
        .values({
          id: product,
          provider_id: place,
          slug: 'latte',
          category: 'coffee',
          category_order: 0,
          name: 'Latte',
          price: 300,
          currency: 'EUR',
          points_price: 30,
          loyalty_points: 3,
          image_url: '/uploads/y.svg',
          calories: 1,
          proteins: 1,
          fats: 1,
          carbs: 1,
          allergens: [],
          max_extra_options: 1,
          extra_groups: JSON.stringify(extraGroups),
          translations: JSON.stringify({ ca: { name: 'Cafè amb llet' } }),
        } as never)
        .execute();
      const { id: userId } = await db
        .insertInto('users')
        .values({ name: 'Ann', email: `${randomUUID()}@example.com` } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: orderId } = await db
        .insertInto('orders')
        .values({
          user_id: userId,
          provider_id: place,
          number: '001',
          business_date: '2026-01-01',
          status: 'pending',
          payment_method: 'cash',
          currency: 'EUR',
          total: 350,
          points_spent: 0,
          points_earned: 4,
          pickup_asap: true,
          idempotency_key: randomUUID(),
          request_hash: 'x',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('order_lines')
        .values({
          order_id: orderId,
          position: 0,
          product_id: product,
          name: 'Latte',
          image_url: '/uploads/y.svg',
          quantity: 1,
          unit_price: 350,
          line_total: 350,
          points_price: 35,
          loyalty_points: 3,
          extras: JSON.stringify([{ optionId: option, name: 'Oat milk', price: 50 }]),
        } as never)
        .execute();

      // Then this version's migration (and the ones that came after it).
      const applied = await migrate(database.migrationTarget);
      assert.equal(applied[0], '0009_catalog_writes.sql');
      const orders = createOrdersRepository(db);
      const [order] = await orders.load([orderId], db, 'ca');
      assert.deepEqual(order?.lines, [
        {
          productId: product,
          name: 'Latte',
          imageUrl: '/uploads/y.svg',
          quantity: 1,
          extras: [{ optionId: option, name: 'Oat milk', price: 50 }],
          unitPrice: 350,
          lineTotal: 350,
          pointsPrice: 35,
          loyaltyPoints: 3,
        },
      ]);

      // The catalogue has its rows, and the commands work on it.
      const categories = await db.selectFrom('catalog_categories').select(['key', 'sort_order']).execute();
      assert.deepEqual(categories, [{ key: 'coffee', sort_order: 0 }]);
      const outbox = recordingOutbox();
      const commands = createCatalogCommands({ db, outbox });
      await commands.updateExtraOption({ optionId: option, price: 60 });
      const row = await db
        .selectFrom('products')
        .select(['extra_groups', 'extra_group_ids'])
        .where('id', '=', product)
        .executeTakeFirstOrThrow();
      assert.deepEqual(row.extra_group_ids, [group]);
      assert.deepEqual(row.extra_groups, [
        // The later migrations' fields too (0020: whether the option is served by default).
        { ...extraGroups[0], options: [{ ...extraGroups[0]?.options[0], price: 60, isDefault: false }] },
      ]);
      assert.deepEqual(outbox.appended, [
        { audience: { topic: 'catalog' }, data: { type: 'catalog.changed', providerId: place, version: 2 } },
      ]);
      // The order still says what was sold.
      assert.equal((await orders.load([orderId], db, 'en'))[0]?.lines[0]?.extras[0]?.price, 50);
    } finally {
      await before.close();
    }
  });
});

describe('0022_demo_menu_languages.sql on a demo database seeded before', () => {
  // The languages each demo menu had before 0022 (the seed's translations of that time).
  const BEFORE: Record<string, Language[]> = {
    [providerId('cafe-olivera')]: ['ca', 'es', 'de'],
    [providerId('kawiarnia-pod-lipa')]: ['pl', 'de'],
    [providerId('la-taula-de-gracia')]: ['ca', 'es', 'de'],
  };
  const only = <T>(texts: Partial<Record<Language, T>> | undefined, languages: Language[] = []) =>
    Object.fromEntries(
      Object.entries(texts ?? {}).filter(([language]) => languages.includes(language as Language)),
    ) as Partial<Record<Language, T>>;

  it('adds the languages the demo menus lacked, never over a text the back office wrote or rewrote', async () => {
    // The migrations before 0022, the demo places seeded, then set back to their languages of then.
    const before = await migratedBefore('0022');
    const { database } = before;
    try {
      const { db } = database;
      await demoCatalog(db).seed();
      const places = Object.keys(BEFORE);
      const snapshot = async () => ({
        products: await db
          .selectFrom('products')
          .select(['id', 'provider_id', 'translations', 'extra_groups'])
          .where('provider_id', 'in', places)
          .orderBy('id')
          .execute(),
        groups: await db
          .selectFrom('catalog_extra_groups')
          .select(['id', 'provider_id', 'translations'])
          .where('provider_id', 'in', places)
          .orderBy('id')
          .execute(),
        options: await db
          .selectFrom('catalog_extra_options as o')
          .innerJoin('catalog_extra_groups as g', 'g.id', 'o.group_id')
          .select(['o.id', 'g.provider_id', 'o.translations'])
          .where('g.provider_id', 'in', places)
          .orderBy('o.id')
          .execute(),
      });
      // Today's seed: every language.
      const seeded = await snapshot();
      for (const product of seeded.products) {
        const kept = BEFORE[product.provider_id];
        await db
          .updateTable('products')
          .set({
            translations: JSON.stringify(only(product.translations, kept)),
            extra_groups: JSON.stringify(
              product.extra_groups.map((group) => ({
                ...group,
                translations: only(group.translations, kept),
                options: group.options.map((option) => ({
                  ...option,
                  translations: only(option.translations, kept),
                })),
              })),
            ),
          })
          .where('id', '=', product.id)
          .execute();
      }
      for (const group of seeded.groups)
        await db
          .updateTable('catalog_extra_groups')
          .set({ translations: JSON.stringify(only(group.translations, BEFORE[group.provider_id])) })
          .where('id', '=', group.id)
          .execute();
      for (const option of seeded.options)
        await db
          .updateTable('catalog_extra_options')
          .set({ translations: JSON.stringify(only(option.translations, BEFORE[option.provider_id])) })
          .where('id', '=', option.id)
          .execute();

      // What a back office did since, through the commands: a Ukrainian name of its own, a product and
      // an option renamed in English, a Serbian group name of its own.
      const commands = createCatalogCommands({ db, outbox: recordingOutbox() });
      const cappuccino = productId('cafe-olivera', 'cappuccino');
      const cortado = productId('cafe-olivera', 'cortado');
      const milk = extraGroupId('cafe-olivera', 'milk');
      const lipa = providerId('kawiarnia-pod-lipa');
      const lipaOat = extraOptionId('kawiarnia-pod-lipa', 'milk', 'oat');
      await commands.setTranslation({
        kind: 'product',
        id: cappuccino,
        language: 'uk',
        texts: { name: 'Капучино від бариста' },
      });
      await commands.updateProduct({ productId: cortado, name: 'Cortado doble' });
      await commands.setTranslation({
        kind: 'extraGroup',
        id: milk,
        language: 'sr',
        texts: { name: 'Млеко и напици' },
      });
      await commands.updateExtraOption({ optionId: lipaOat, name: 'Oat drink' });
      const groupVersions = () =>
        db
          .selectFrom('catalog_extra_groups')
          .select(['id', 'version'])
          .where('provider_id', 'in', places)
          .orderBy('id')
          .execute();
      const versionsBefore = await groupVersions();

      // Then this version's migration, as the app applies it.
      assert.equal((await migrate(database.migrationTarget))[0], '0022_demo_menu_languages.sql');
      const migrated = await snapshot();

      // Today's seed, but for what the back office did.
      const added = (place: string) =>
        languageValues.filter((language) => !['en', ...(BEFORE[place] ?? [])].includes(language));
      const expected = structuredClone(seeded);
      for (const product of expected.products) {
        if (product.id === cappuccino) product.translations.uk = { name: 'Капучино від бариста' };
        if (product.id === cortado)
          for (const language of added(product.provider_id)) delete product.translations[language]?.name;
        for (const group of product.extra_groups) {
          if (group.groupId === milk) group.translations = { ...group.translations, sr: 'Млеко и напици' };
          for (const option of group.options)
            if (option.optionId === lipaOat) {
              option.name = 'Oat drink';
              option.translations = only(option.translations, BEFORE[lipa]);
            }
        }
      }
      for (const group of expected.groups)
        if (group.id === milk) group.translations = { ...group.translations, sr: 'Млеко и напици' };
      for (const option of expected.options)
        if (option.id === lipaOat) option.translations = only(option.translations, BEFORE[lipa]);
      assert.deepEqual(migrated, expected);

      // Every group got names, so its version moved (an editor's form opened before is refused, not lost).
      const versionsAfter = await groupVersions();
      assert.deepEqual(
        versionsAfter.map((row) => row.version),
        versionsBefore.map((row) => row.version + 1),
      );

      // What customers read: Ukrainian in Kraków, French in Barcelona with the renamed English name.
      const repository = createCatalogRepository(db);
      const menu = async (place: string, language: Language) => {
        const placeLanguage = place === lipa ? 'pl' : 'ca';
        return (await repository.listProductsOf(place)).map((row) =>
          toLocalizedProduct(row, language, placeLanguage),
        );
      };
      const lipaCappuccino = (await menu(lipa, 'uk')).find(
        (product) => product.productId === productId('kawiarnia-pod-lipa', 'cappuccino'),
      );
      assert.equal(lipaCappuccino?.name, 'Капучино');
      assert.equal(lipaCappuccino?.extraGroups[0]?.name, 'Молоко');
      assert.deepEqual(
        lipaCappuccino?.extraGroups[0]?.options.map((option) => option.name),
        ['Цільне молоко', 'Безлактозне молоко', 'Oat drink', 'Соєве молоко'],
      );
      const frenchCortado = (await menu(providerId('cafe-olivera'), 'fr')).find(
        (product) => product.productId === cortado,
      );
      assert.equal(frenchCortado?.name, 'Cortado doble');
      assert.equal(frenchCortado?.description, 'Un espresso coupé d’un trait de lait chaud soyeux.');
      assert.equal(frenchCortado?.extraGroups[0]?.name, 'Lait');

      // Applied again (a database that has every language), it adds nothing.
      const migration = await readFile(path.join(MIGRATIONS_DIR, '0022_demo_menu_languages.sql'), 'utf8');
      const target = database.migrationTarget;
      await target.withMigrationLock(() => target.applyMigration('0022_again', migration));
      assert.deepEqual(await snapshot(), migrated);
      assert.deepEqual(await groupVersions(), versionsAfter);
    } finally {
      await before.close();
    }
  });
});

describe('0020_extra_option_defaults.sql on a demo database written before it', () => {
  it("serves whole milk by default in the demo places' untouched milk groups only, and every copy says so", async () => {
    const t = await buildTestApp();
    try {
      const { db } = t.app;
      // As the seed wrote them before: no defaults, and the products' copies without `isDefault`. Kawiarnia
      // pod Lipą's manager has renamed its whole milk since.
      await db.updateTable('catalog_extra_options').set({ is_default: false }).execute();
      await sql`
        UPDATE products p SET extra_groups = (
          SELECT coalesce(jsonb_agg(jsonb_set(g.value, '{options}', (
            SELECT coalesce(jsonb_agg(o.value - 'isDefault' ORDER BY o.n), '[]'::jsonb)
            FROM jsonb_array_elements(g.value -> 'options') WITH ORDINALITY AS o (value, n)
          )) ORDER BY g.n), '[]'::jsonb)
          FROM jsonb_array_elements(p.extra_groups) WITH ORDINALITY AS g (value, n)
        )`.execute(db);
      await db
        .updateTable('catalog_extra_options')
        .set({ name: 'Organic whole milk' })
        .where('id', '=', extraOptionId('kawiarnia-pod-lipa', 'milk', 'whole'))
        .execute();
      const milkVersion = () =>
        db
          .selectFrom('catalog_extra_groups')
          .select('version')
          .where('id', '=', extraGroupId('cafe-olivera', 'milk'))
          .executeTakeFirstOrThrow();
      const versionBefore = (await milkVersion()).version;

      const script = await readFile(path.join(MIGRATIONS_DIR, '0020_extra_option_defaults.sql'), 'utf8');
      // One statement at a time (a prepared statement holds one); none of them ends a line with `;` inside.
      const migrate0020 = async () => {
        for (const statement of script.split(/;\s*$/m).filter((text) => text.replace(/--.*$/gm, '').trim()))
          await sql.raw(statement).execute(db);
      };
      await migrate0020();
      t.app.features.catalog.invalidate();

      const defaults = await db
        .selectFrom('catalog_extra_options')
        .select('id')
        .where('is_default', '=', true)
        .execute();
      assert.deepEqual(
        defaults.map((row) => row.id),
        [extraOptionId('cafe-olivera', 'milk', 'whole')],
      );
      assert.equal((await milkVersion()).version, versionBefore + 1);
      // Every option of every copy says whether it is a default (the contract requires it).
      const copies = await db.selectFrom('products').select('extra_groups').execute();
      for (const option of copies.flatMap((row) => row.extra_groups.flatMap((group) => group.options)))
        assert.equal(typeof option.isDefault, 'boolean', JSON.stringify(option));
      const user = await registerUser(t.app);
      const read = async (place: string, product: string) => {
        const response = await t.app.inject({
          url: `/api/providers/${providerId(place)}/products/${productId(place, product)}`,
          headers: authHeaders(user.accessToken),
        });
        assert.equal(response.statusCode, 200, response.body);
        const data = response.json().data as Schema<'Product'>;
        return data.extraGroups.flatMap((group) =>
          group.options.filter((o) => o.isDefault).map((o) => o.name),
        );
      };
      assert.deepEqual(await read('cafe-olivera', 'cappuccino'), ['Whole milk']);
      assert.deepEqual(await read('kawiarnia-pod-lipa', 'cappuccino'), []);

      // Run again, it finds the group's default chosen and changes nothing.
      await migrate0020();
      assert.equal((await milkVersion()).version, versionBefore + 1);
    } finally {
      await t.close();
    }
  });
});

describe('the catalogue cache', () => {
  const place = (id: string) => ({ id, opening_hours: [], timezone: 'UTC' }) as unknown as ProviderRecord;

  it('holds one snapshot per place: a change to one place reloads that place only', async () => {
    const reads: string[] = [];
    const names = new Map([
      ['a', 'Espresso'],
      ['b', 'Tea'],
    ]);
    const cache = createCatalogCache({
      listProviders: async () => {
        reads.push('places');
        return [place('a'), place('b')];
      },
      findProvider: async (id) => place(id),
      listProductsOf: async (id) => {
        reads.push(id);
        return [{ id: `${id}-1`, provider_id: id, name: names.get(id) } as unknown as ProductRecord];
      },
    });
    const a = await cache.place('a');
    const b = await cache.place('b');
    await cache.places();
    assert.deepEqual(reads, ['a', 'b', 'places']);

    names.set('a', 'Double espresso');
    cache.invalidate('a');
    const a2 = await cache.place('a');
    const b2 = await cache.place('b');
    assert.equal(b2, b, 'the other place keeps its snapshot and the answers built from it');
    assert.notEqual(a2?.version, a?.version);
    assert.equal(a2?.products[0]?.name, 'Double espresso');
    await cache.places();
    assert.deepEqual(reads, ['a', 'b', 'places', 'a', 'places']);

    // An unknown place is not kept: created later, it is found at once.
    assert.equal(
      await createCatalogCache({
        listProviders: async () => [],
        findProvider: async () => undefined,
        listProductsOf: async () => [],
      }).place('c'),
      undefined,
    );
  });
});
