import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { type CatalogCommands, type CatalogOutbox, catalogCommandsIn } from './commands';
import { categoryId, extraGroupId, extraOptionId, productId, providerId } from './ids';
import type { Language } from './language';
import { demoCategoryNames } from './menus/category-names';
import { seedProviders } from './seed-data';
import { demoPoints, productImagePath, providerLogoPath } from './seed-rows';
import type { SeedMenuTranslation, SeedProvider } from './seed-types';

// Any number of this app's own: the seed's transactions take it so that one instance writes a place.
const SEED_LOCK = 7_201_122;

/** The place's menu in each language it has besides English. */
const translationsOf = (provider: SeedProvider) =>
  Object.entries(provider.translations) as [Exclude<Language, 'en'>, SeedMenuTranslation][];

/** Writes one demo place through the catalogue's commands, as the back office would. */
async function writePlace(commands: CatalogCommands, provider: SeedProvider, sortOrder: number) {
  const slug = provider.slug;
  const placeId = providerId(slug);
  await commands.createPlace({
    id: placeId,
    slug,
    code: provider.code,
    name: provider.name,
    kind: provider.kind,
    address: provider.address,
    country: provider.country,
    language: provider.language,
    timezone: provider.timezone,
    currency: provider.currency,
    logoUrl: `/uploads/${providerLogoPath(slug)}`,
    sortOrder,
    openingHours: provider.openingHours,
  });
  for (const key of provider.categories) {
    const names = demoCategoryNames[key];
    if (!names) throw new Error(`Seed data: ${slug} has category ${key} without names`);
    const { en: name, ...translations } = names;
    await commands.createCategory({
      id: categoryId(slug, key),
      providerId: placeId,
      key,
      name,
      translations,
    });
  }
  for (const group of provider.extraGroups) {
    const groupId = extraGroupId(slug, group.key);
    await commands.createExtraGroup({
      id: groupId,
      providerId: placeId,
      name: group.name,
      maxSelectable: group.maxSelectable,
    });
    for (const [language, translation] of translationsOf(provider)) {
      const name = translation.extraGroups[group.key]?.name;
      if (name) await commands.setTranslation({ kind: 'extraGroup', id: groupId, language, texts: { name } });
    }
    for (const option of group.options) {
      const optionId = extraOptionId(slug, group.key, option.key);
      await commands.createExtraOption({
        id: optionId,
        groupId,
        name: option.name,
        price: option.price,
        allergens: option.allergens ?? [],
        isDefault: option.isDefault ?? false,
      });
      for (const [language, translation] of translationsOf(provider)) {
        const name = translation.extraGroups[group.key]?.options[option.key];
        if (name)
          await commands.setTranslation({ kind: 'extraOption', id: optionId, language, texts: { name } });
      }
    }
  }
  for (const product of provider.products) {
    const id = productId(slug, product.slug);
    const [calories, proteins, fats, carbs] = product.nutrition;
    for (const key of product.extras ?? []) {
      if (!provider.extraGroups.some((group) => group.key === key))
        throw new Error(`Seed data: ${slug}/${product.slug} uses unknown extra group ${key}`);
    }
    await commands.createProduct({
      id,
      slug: product.slug,
      providerId: placeId,
      categoryId: categoryId(slug, product.category),
      name: product.name,
      description: product.description,
      composition: product.composition,
      price: product.price,
      ...demoPoints(provider.currency, product.price),
      imageUrl: `/uploads/${productImagePath(slug, product.slug)}`,
      nutrition: { calories, proteins, fats, carbs },
      allergens: product.allergens,
      maxExtraOptions: product.maxExtraOptions ?? 0,
      extraGroupIds: (product.extras ?? []).map((key) => extraGroupId(slug, key)),
      available: product.available ?? true,
    });
    for (const [language, translation] of translationsOf(provider)) {
      const texts = translation.products[product.slug];
      if (texts) await commands.setTranslation({ kind: 'product', id, language, texts });
    }
  }
}

/**
 * Writes the demo catalogue through the catalogue's commands: each place missing from the database, in
 * one transaction (all of it or nothing). A place already there is left as it is: from then on its
 * menu is what its commands make of it, which a restart never overwrites. Safe on every start and from
 * several instances at once (they take turns on a lock, and the second finds the place written).
 */
export async function seedCatalog(db: Db, outbox: CatalogOutbox): Promise<void> {
  const wanted = seedProviders.map((provider) => providerId(provider.slug));
  const present = new Set(
    (await db.selectFrom('providers').select('id').where('id', 'in', wanted).execute()).map((row) => row.id),
  );
  for (const [sortOrder, provider] of seedProviders.entries()) {
    if (present.has(providerId(provider.slug))) continue;
    const trx = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
      const written = await trx
        .selectFrom('providers')
        .select('id')
        .where('id', '=', providerId(provider.slug))
        .executeTakeFirst();
      if (!written) await writePlace(catalogCommandsIn(trx, outbox), provider, sortOrder);
      return trx;
    });
    outbox.committed?.(trx);
  }
}
