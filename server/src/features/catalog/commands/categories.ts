import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { badRequest } from '../../../lib/errors';
import type { BasedOn, CategoryRecord, CommandContext, NameTranslations, NewCategory } from './types';
import { checker, checkSameSet, checkTranslations, checkVersion, KEY } from './validation';
import {
  activeCategory,
  bump,
  expectVersion,
  json,
  nextOrder,
  placeOf,
  refreshProducts,
  withoutEmptyTexts,
} from './write-repository';

/** The categories of a place's menu. */
export function categoryCommands(context: CommandContext) {
  const { run, changed } = context;
  return {
    async createCategory(input: NewCategory): Promise<CategoryRecord> {
      const check = checker();
      check.optionalId('id', input.id);
      check.id('providerId', input.providerId);
      if (typeof input.key !== 'string' || !KEY.test(input.key) || input.key.length > 60)
        check.fail('key', 'must be lower case words and dashes, at most 60 characters');
      if (input.name !== undefined) check.text('name', input.name, { max: 200 });
      if (input.translations !== undefined)
        checkTranslations(check, 'translations', input.translations, 'name');
      check.done();
      return run(async (trx) => {
        const version = await bump(trx, input.providerId);
        const taken = await trx
          .selectFrom('catalog_categories')
          .select('id')
          .where('provider_id', '=', input.providerId)
          .where('key', '=', input.key)
          .executeTakeFirst();
        if (taken)
          throw badRequest('The place has this category already', [{ field: 'key', message: 'is taken' }]);
        const category = await trx
          .insertInto('catalog_categories')
          .values({
            id: input.id ?? randomUUID(),
            provider_id: input.providerId,
            key: input.key,
            name: input.name ?? input.key,
            translations: json(withoutEmptyTexts(input.translations ?? {})),
            sort_order: await nextOrder(trx, 'catalog_categories', 'provider_id', input.providerId),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await changed(trx, input.providerId, version);
        return category;
      });
    },

    /** Renames a category (its key, which its products' `category` follows, or its name). */
    async updateCategory(
      input: {
        categoryId: string;
        key?: string;
        name?: string;
        translations?: NameTranslations;
      } & BasedOn,
    ): Promise<CategoryRecord> {
      const check = checker();
      check.id('categoryId', input.categoryId);
      checkVersion(check, input.version);
      if (input.translations !== undefined)
        checkTranslations(check, 'translations', input.translations, 'name');
      if (input.key !== undefined && (!KEY.test(input.key) || input.key.length > 60))
        check.fail('key', 'must be lower case words and dashes, at most 60 characters');
      if (input.name !== undefined) check.text('name', input.name, { max: 200 });
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'catalog_categories', input.categoryId, 'Category');
        const version = await bump(trx, providerId);
        const before = await activeCategory(trx, input.categoryId);
        expectVersion('category', before, input.version);
        if (input.key !== undefined && input.key !== before.key) {
          const taken = await trx
            .selectFrom('catalog_categories')
            .select('id')
            .where('provider_id', '=', providerId)
            .where('key', '=', input.key)
            .executeTakeFirst();
          if (taken)
            throw badRequest('The place has this category already', [{ field: 'key', message: 'is taken' }]);
          await trx
            .updateTable('products')
            .set({ category: input.key, updated_at: sql`now()` })
            .where('provider_id', '=', providerId)
            .where('category', '=', before.key)
            .execute();
        }
        const category = await trx
          .updateTable('catalog_categories')
          .set({
            key: input.key ?? before.key,
            name: input.name ?? before.name,
            translations: json(
              input.translations ? withoutEmptyTexts(input.translations) : before.translations,
            ),
            version: sql`version + 1`,
            updated_at: sql`now()`,
          })
          .where('id', '=', input.categoryId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await changed(trx, providerId, version);
        return category;
      });
    },

    /** Puts the place's categories in this order: every active one, each once. */
    async reorderCategories(input: { providerId: string; categoryIds: string[] }): Promise<CategoryRecord[]> {
      const check = checker();
      check.id('providerId', input.providerId);
      check.ids('categoryIds', input.categoryIds);
      check.done();
      return run(async (trx) => {
        const version = await bump(trx, input.providerId);
        const current = await trx
          .selectFrom('catalog_categories')
          .select('id')
          .where('provider_id', '=', input.providerId)
          .where('retired_at', 'is', null)
          .execute();
        const order = checker();
        checkSameSet(
          order,
          'categoryIds',
          input.categoryIds,
          current.map((row) => row.id),
        );
        order.done();
        const categories: CategoryRecord[] = [];
        for (const [position, id] of input.categoryIds.entries()) {
          categories.push(
            await trx
              .updateTable('catalog_categories')
              .set({ sort_order: position, updated_at: sql`now()` })
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
        }
        await refreshProducts(trx, input.providerId);
        await changed(trx, input.providerId, version);
        return categories;
      });
    },

    /** Retires an empty category (move or retire its products first). */
    async retireCategory(input: { categoryId: string } & BasedOn): Promise<CategoryRecord> {
      const check = checker();
      check.id('categoryId', input.categoryId);
      checkVersion(check, input.version);
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'catalog_categories', input.categoryId, 'Category');
        const version = await bump(trx, providerId);
        const category = await activeCategory(trx, input.categoryId);
        expectVersion('category', category, input.version);
        const inUse = await trx
          .selectFrom('products')
          .select('id')
          .where('provider_id', '=', providerId)
          .where('category', '=', category.key)
          .where('retired_at', 'is', null)
          .executeTakeFirst();
        if (inUse)
          throw badRequest('The category still has products: move or retire them first', [
            { field: 'categoryId', message: 'has products' },
          ]);
        const retired = await trx
          .updateTable('catalog_categories')
          .set({ retired_at: sql`now()`, version: sql`version + 1`, updated_at: sql`now()` })
          .where('id', '=', input.categoryId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await changed(trx, providerId, version);
        return retired;
      });
    },
  };
}
