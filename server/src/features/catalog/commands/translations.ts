import { sql } from 'kysely';
import type { StoredTranslations } from '../../../db/schema';
import type { CommandContext, OtherLanguage, ProductRow, TranslationTarget } from './types';
import { checker, checkLanguage, MAX_TEXT } from './validation';
import {
  activeCategory,
  activeGroup,
  activeOption,
  activeProduct,
  bump,
  bumpGroup,
  json,
  placeOf,
  productsOffering,
  refreshProducts,
} from './write-repository';

/** The texts of the menu in languages other than English. */
export function translationCommands(context: CommandContext) {
  const { run, changed } = context;
  return {
    /**
     * Sets (or, with `texts: null`, removes) the texts of a product, category, extra group or option in
     * one language other than English (English is the original, changed by the update commands).
     */
    setTranslation(
      input: { language: OtherLanguage } & TranslationTarget,
    ): Promise<StoredTranslations | ProductRow['translations']> {
      const check = checker();
      checkLanguage(check, input.language);
      check.id('id', input.id);
      if (!['product', 'category', 'extraGroup', 'extraOption'].includes(input.kind))
        check.fail('kind', 'must be product, category, extraGroup or extraOption');
      if (input.texts !== null) {
        if (typeof input.texts !== 'object') check.fail('texts', 'must be the texts, or null');
        else {
          const given = Object.entries(input.texts).filter(([, value]) => value !== undefined);
          const allowed = input.kind === 'product' ? ['name', 'description', 'composition'] : ['name'];
          for (const [field, value] of given) {
            if (!allowed.includes(field)) check.fail(`texts.${field}`, 'is not a text of this item');
            else
              check.text(`texts.${field}`, value, {
                required: field === 'name',
                max: field === 'name' ? 200 : MAX_TEXT,
              });
          }
          if (given.length === 0) check.fail('texts', 'must give at least one text');
          if (input.kind !== 'product' && !('name' in input.texts)) check.fail('texts.name', 'is required');
        }
      }
      check.done();
      const { language } = input;
      return run(async (trx) => {
        if (input.kind === 'product') {
          const providerId = await placeOf(trx, 'products', input.id, 'Product');
          const version = await bump(trx, providerId);
          const product = await activeProduct(trx, input.id);
          const translations = { ...product.translations };
          if (input.texts === null) delete translations[language];
          else
            translations[language] = Object.fromEntries(
              Object.entries(input.texts).filter(([, v]) => v !== undefined),
            );
          await trx
            .updateTable('products')
            .set({ translations: json(translations), version: sql`version + 1`, updated_at: sql`now()` })
            .where('id', '=', input.id)
            .execute();
          await changed(trx, providerId, version);
          return translations;
        }
        const setName = <T extends { translations: StoredTranslations }>(row: T) => {
          const translations = { ...row.translations };
          if (input.texts === null) delete translations[language];
          else translations[language] = input.texts.name;
          return translations;
        };
        if (input.kind === 'category') {
          const providerId = await placeOf(trx, 'catalog_categories', input.id, 'Category');
          const version = await bump(trx, providerId);
          const translations = setName(await activeCategory(trx, input.id));
          await trx
            .updateTable('catalog_categories')
            .set({ translations: json(translations), version: sql`version + 1`, updated_at: sql`now()` })
            .where('id', '=', input.id)
            .execute();
          await changed(trx, providerId, version);
          return translations;
        }
        if (input.kind === 'extraGroup') {
          const providerId = await placeOf(trx, 'catalog_extra_groups', input.id, 'Extra group');
          const version = await bump(trx, providerId);
          const translations = setName(await activeGroup(trx, input.id));
          await trx
            .updateTable('catalog_extra_groups')
            .set({ translations: json(translations), version: sql`version + 1`, updated_at: sql`now()` })
            .where('id', '=', input.id)
            .execute();
          await refreshProducts(trx, providerId, await productsOffering(trx, providerId, input.id));
          await changed(trx, providerId, version);
          return translations;
        }
        const { provider_id: providerId } = await activeOption(trx, input.id);
        const version = await bump(trx, providerId);
        const option = await activeOption(trx, input.id);
        const translations = setName(option);
        await trx
          .updateTable('catalog_extra_options')
          .set({ translations: json(translations), updated_at: sql`now()` })
          .where('id', '=', input.id)
          .execute();
        await bumpGroup(trx, option.group_id);
        await refreshProducts(trx, providerId, await productsOffering(trx, providerId, option.group_id));
        await changed(trx, providerId, version);
        return translations;
      });
    },
  };
}
