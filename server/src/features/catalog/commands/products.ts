import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { badRequest } from '../../../lib/errors';
import type { BasedOn, CommandContext, NewProduct, ProductFields, ProductRow } from './types';
import {
  checker,
  checkProductFields,
  checkSameSet,
  checkVersion,
  KEY,
  MAX_PRODUCTS_PER_PLACE,
} from './validation';
import {
  activeCategory,
  activeProduct,
  bump,
  checkProductLinks,
  expectVersion,
  json,
  nextOrder,
  placeOf,
  refreshProducts,
  withoutEmptyTexts,
} from './write-repository';

/** The products of a place's menu. */
export function productCommands(context: CommandContext) {
  const { run, changed } = context;
  return {
    /** A new product, last of the place's menu in its category. */
    async createProduct(input: NewProduct): Promise<ProductRow> {
      const check = checker();
      check.optionalId('id', input.id);
      check.id('providerId', input.providerId);
      if (input.slug !== undefined && (!KEY.test(input.slug) || input.slug.length > 100))
        check.fail('slug', 'must be lower case words and dashes');
      checkProductFields(check, input, false);
      check.done();
      return run(async (trx) => {
        const version = await bump(trx, input.providerId);
        const categoryKey = await checkProductLinks(trx, input.providerId, input);
        const { count } = await trx
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('provider_id', '=', input.providerId)
          .where('retired_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(count) >= MAX_PRODUCTS_PER_PLACE)
          throw badRequest(`A menu has at most ${MAX_PRODUCTS_PER_PLACE} products`, [
            { field: 'providerId', message: `has ${MAX_PRODUCTS_PER_PLACE} products already` },
          ]);
        const place = await trx
          .selectFrom('providers')
          .select('currency')
          .where('id', '=', input.providerId)
          .executeTakeFirstOrThrow();
        const id = input.id ?? randomUUID();
        const taken = await trx
          .selectFrom('products')
          .select('id')
          .where('provider_id', '=', input.providerId)
          .where((eb) => eb.or([eb('slug', '=', input.slug ?? id), eb('id', '=', id)]))
          .executeTakeFirst();
        if (taken)
          throw badRequest('The place has this product already', [{ field: 'slug', message: 'is taken' }]);
        await trx
          .insertInto('products')
          .values({
            id,
            provider_id: input.providerId,
            slug: input.slug ?? id,
            category: categoryKey ?? '',
            name: input.name,
            description: input.description ?? '',
            price: input.price,
            currency: place.currency,
            points_price: input.pointsPrice,
            loyalty_points: input.loyaltyPoints,
            image_url: input.imageUrl,
            available: input.available ?? true,
            calories: input.nutrition.calories,
            proteins: input.nutrition.proteins,
            fats: input.nutrition.fats,
            carbs: input.nutrition.carbs,
            composition: input.composition ?? '',
            allergens: input.allergens ?? [],
            max_extra_options: input.maxExtraOptions ?? 0,
            extra_group_ids: json(input.extraGroupIds ?? []),
            extra_groups: '[]',
            translations: json(withoutEmptyTexts(input.translations ?? {})),
            sort_order: await nextOrder(trx, 'products', 'provider_id', input.providerId),
          })
          .execute();
        await refreshProducts(trx, input.providerId, [id]);
        await changed(trx, input.providerId, version);
        return activeProduct(trx, id);
      });
    },

    /** Changes the fields given; orders already placed keep what they were sold with. */
    async updateProduct(
      input: { productId: string } & Partial<ProductFields> & BasedOn,
    ): Promise<ProductRow> {
      const check = checker();
      check.id('productId', input.productId);
      checkVersion(check, input.version);
      checkProductFields(check, input, true);
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'products', input.productId, 'Product');
        const version = await bump(trx, providerId);
        const before = await activeProduct(trx, input.productId);
        expectVersion('product', before, input.version);
        const categoryKey = await checkProductLinks(trx, providerId, input);
        await trx
          .updateTable('products')
          .set({
            category: categoryKey ?? before.category,
            name: input.name ?? before.name,
            description: input.description ?? before.description,
            composition: input.composition ?? before.composition,
            price: input.price ?? before.price,
            points_price: input.pointsPrice ?? before.points_price,
            loyalty_points: input.loyaltyPoints ?? before.loyalty_points,
            image_url: input.imageUrl ?? before.image_url,
            available: input.available ?? before.available,
            calories: input.nutrition?.calories ?? before.calories,
            proteins: input.nutrition?.proteins ?? before.proteins,
            fats: input.nutrition?.fats ?? before.fats,
            carbs: input.nutrition?.carbs ?? before.carbs,
            allergens: input.allergens ?? before.allergens,
            max_extra_options: input.maxExtraOptions ?? before.max_extra_options,
            extra_group_ids: json(input.extraGroupIds ?? before.extra_group_ids),
            translations: json(
              input.translations ? withoutEmptyTexts(input.translations) : before.translations,
            ),
            version: sql`version + 1`,
            updated_at: sql`now()`,
          })
          .where('id', '=', input.productId)
          .execute();
        await refreshProducts(trx, providerId, [input.productId]);
        await changed(trx, providerId, version);
        return activeProduct(trx, input.productId);
      });
    },

    /** Puts a category's products in this order: every active one of the category, each once. */
    async reorderProducts(input: { categoryId: string; productIds: string[] }): Promise<ProductRow[]> {
      const check = checker();
      check.id('categoryId', input.categoryId);
      check.ids('productIds', input.productIds);
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'catalog_categories', input.categoryId, 'Category');
        const version = await bump(trx, providerId);
        const category = await activeCategory(trx, input.categoryId);
        const current = await trx
          .selectFrom('products')
          .select(['id', 'sort_order'])
          .where('provider_id', '=', providerId)
          .where('category', '=', category.key)
          .where('retired_at', 'is', null)
          .orderBy('sort_order')
          .execute();
        const order = checker();
        checkSameSet(
          order,
          'productIds',
          input.productIds,
          current.map((row) => row.id),
        );
        order.done();
        // The category's products take the places they held, in the new order.
        const slots = current.map((row) => row.sort_order);
        for (const [position, id] of input.productIds.entries()) {
          await trx
            .updateTable('products')
            .set({ sort_order: slots[position] ?? position, updated_at: sql`now()` })
            .where('id', '=', id)
            .execute();
        }
        await changed(trx, providerId, version);
        return trx
          .selectFrom('products')
          .selectAll()
          .where('id', 'in', input.productIds.length > 0 ? input.productIds : [input.categoryId])
          .orderBy('sort_order')
          .execute();
      });
    },

    /** Takes a product off the menu for good; orders that name it keep their lines. */
    async retireProduct(input: { productId: string } & BasedOn): Promise<ProductRow> {
      const check = checker();
      check.id('productId', input.productId);
      checkVersion(check, input.version);
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'products', input.productId, 'Product');
        const version = await bump(trx, providerId);
        expectVersion('product', await activeProduct(trx, input.productId), input.version);
        const product = await trx
          .updateTable('products')
          .set({ retired_at: sql`now()`, version: sql`version + 1`, updated_at: sql`now()` })
          .where('id', '=', input.productId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await changed(trx, providerId, version);
        return product;
      });
    },

    /**
     * A copy of an active product (every field, its extra groups and translations), last in its category,
     * named "<name> (copy)" in each language it has, and not available until the manager makes it so.
     */
    async duplicateProduct(input: { productId: string; id?: string }): Promise<ProductRow> {
      const check = checker();
      check.id('productId', input.productId);
      check.optionalId('id', input.id);
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'products', input.productId, 'Product');
        const version = await bump(trx, providerId);
        const original = await activeProduct(trx, input.productId);
        const { count } = await trx
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('provider_id', '=', providerId)
          .where('retired_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(count) >= MAX_PRODUCTS_PER_PLACE)
          throw badRequest(`A menu has at most ${MAX_PRODUCTS_PER_PLACE} products`, [
            { field: 'providerId', message: `has ${MAX_PRODUCTS_PER_PLACE} products already` },
          ]);
        const id = input.id ?? randomUUID();
        const copyName = (name: string) => `${name.slice(0, 193)} (copy)`;
        const translations = Object.fromEntries(
          Object.entries(original.translations).map(([language, texts]) => [
            language,
            texts?.name ? { ...texts, name: copyName(texts.name) } : texts,
          ]),
        );
        await trx
          .insertInto('products')
          .values({
            ...original,
            id,
            slug: id,
            name: copyName(original.name),
            translations: json(translations),
            extra_group_ids: json(original.extra_group_ids),
            extra_groups: json(original.extra_groups),
            available: false,
            version: 1,
            retired_at: null,
            created_at: sql`now()`,
            updated_at: sql`now()`,
            sort_order: await nextOrder(trx, 'products', 'provider_id', providerId),
          })
          .execute();
        await changed(trx, providerId, version);
        return activeProduct(trx, id);
      });
    },
  };
}
