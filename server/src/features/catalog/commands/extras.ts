import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { badRequest } from '../../../lib/errors';
import type {
  BasedOn,
  CommandContext,
  ExtraGroupRecord,
  ExtraOptionRecord,
  NameTranslations,
  NewExtraGroup,
  NewExtraOption,
} from './types';
import {
  checker,
  checkSameSet,
  checkTranslations,
  checkVersion,
  MAX_OPTIONS_PER_GROUP,
  MAX_PRICE,
} from './validation';
import {
  activeGroup,
  activeOption,
  bump,
  bumpGroup,
  checkGroupDefaults,
  expectVersion,
  json,
  nextOrder,
  placeOf,
  productsOffering,
  refreshProducts,
  withoutEmptyTexts,
} from './write-repository';

/** Extra groups (milk, syrups...) and their options. */
export function extraCommands(context: CommandContext) {
  const { run, changed } = context;
  return {
    async createExtraGroup(input: NewExtraGroup): Promise<ExtraGroupRecord> {
      const check = checker();
      check.optionalId('id', input.id);
      check.id('providerId', input.providerId);
      check.text('name', input.name, { max: 200 });
      check.integer('maxSelectable', input.maxSelectable, 1, 50);
      if (input.translations !== undefined)
        checkTranslations(check, 'translations', input.translations, 'name');
      check.done();
      return run(async (trx) => {
        const version = await bump(trx, input.providerId);
        const group = await trx
          .insertInto('catalog_extra_groups')
          .values({
            id: input.id ?? randomUUID(),
            provider_id: input.providerId,
            name: input.name,
            max_selectable: input.maxSelectable,
            translations: json(withoutEmptyTexts(input.translations ?? {})),
            sort_order: await nextOrder(trx, 'catalog_extra_groups', 'provider_id', input.providerId),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await changed(trx, input.providerId, version);
        return group;
      });
    },

    async updateExtraGroup(
      input: {
        groupId: string;
        name?: string;
        maxSelectable?: number;
        translations?: NameTranslations;
      } & BasedOn,
    ): Promise<ExtraGroupRecord> {
      const check = checker();
      check.id('groupId', input.groupId);
      checkVersion(check, input.version);
      if (input.translations !== undefined)
        checkTranslations(check, 'translations', input.translations, 'name');
      if (input.name !== undefined) check.text('name', input.name, { max: 200 });
      if (input.maxSelectable !== undefined) check.integer('maxSelectable', input.maxSelectable, 1, 50);
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'catalog_extra_groups', input.groupId, 'Extra group');
        const version = await bump(trx, providerId);
        const before = await activeGroup(trx, input.groupId);
        expectVersion('extraGroup', before, input.version);
        const group = await trx
          .updateTable('catalog_extra_groups')
          .set({
            name: input.name ?? before.name,
            max_selectable: input.maxSelectable ?? before.max_selectable,
            translations: json(
              input.translations ? withoutEmptyTexts(input.translations) : before.translations,
            ),
            version: sql`version + 1`,
            updated_at: sql`now()`,
          })
          .where('id', '=', input.groupId)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (group.max_selectable < before.max_selectable)
          await checkGroupDefaults(trx, input.groupId, 'maxSelectable');
        await refreshProducts(trx, providerId, await productsOffering(trx, providerId, input.groupId));
        await changed(trx, providerId, version);
        return group;
      });
    },

    /** The order the back office lists the place's groups in (a product offers its own in its order). */
    async reorderExtraGroups(input: { providerId: string; groupIds: string[] }): Promise<ExtraGroupRecord[]> {
      const check = checker();
      check.id('providerId', input.providerId);
      check.ids('groupIds', input.groupIds);
      check.done();
      return run(async (trx) => {
        const version = await bump(trx, input.providerId);
        const current = await trx
          .selectFrom('catalog_extra_groups')
          .select('id')
          .where('provider_id', '=', input.providerId)
          .where('retired_at', 'is', null)
          .execute();
        const order = checker();
        checkSameSet(
          order,
          'groupIds',
          input.groupIds,
          current.map((row) => row.id),
        );
        order.done();
        const groups: ExtraGroupRecord[] = [];
        for (const [position, id] of input.groupIds.entries()) {
          groups.push(
            await trx
              .updateTable('catalog_extra_groups')
              .set({ sort_order: position, updated_at: sql`now()` })
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
        }
        await changed(trx, input.providerId, version);
        return groups;
      });
    },

    /** Retires a group: no product offers it any more (orders keep the extras they were sold with). */
    async retireExtraGroup(input: { groupId: string } & BasedOn): Promise<ExtraGroupRecord> {
      const check = checker();
      check.id('groupId', input.groupId);
      checkVersion(check, input.version);
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'catalog_extra_groups', input.groupId, 'Extra group');
        const version = await bump(trx, providerId);
        expectVersion('extraGroup', await activeGroup(trx, input.groupId), input.version);
        const group = await trx
          .updateTable('catalog_extra_groups')
          .set({ retired_at: sql`now()`, version: sql`version + 1`, updated_at: sql`now()` })
          .where('id', '=', input.groupId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await refreshProducts(trx, providerId, await productsOffering(trx, providerId, input.groupId));
        await changed(trx, providerId, version);
        return group;
      });
    },

    async createExtraOption(input: NewExtraOption): Promise<ExtraOptionRecord> {
      const check = checker();
      check.optionalId('id', input.id);
      check.id('groupId', input.groupId);
      check.text('name', input.name, { max: 200 });
      check.integer('price', input.price, 0, MAX_PRICE);
      if (input.allergens !== undefined) check.allergens('allergens', input.allergens);
      if (input.translations !== undefined)
        checkTranslations(check, 'translations', input.translations, 'name');
      if (input.isDefault !== undefined && typeof input.isDefault !== 'boolean')
        check.fail('isDefault', 'must be true or false');
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'catalog_extra_groups', input.groupId, 'Extra group');
        const version = await bump(trx, providerId);
        await activeGroup(trx, input.groupId);
        const { count } = await trx
          .selectFrom('catalog_extra_options')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('group_id', '=', input.groupId)
          .where('retired_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(count) >= MAX_OPTIONS_PER_GROUP)
          throw badRequest(`An extra group has at most ${MAX_OPTIONS_PER_GROUP} options`, [
            { field: 'groupId', message: `has ${MAX_OPTIONS_PER_GROUP} options already` },
          ]);
        const option = await trx
          .insertInto('catalog_extra_options')
          .values({
            id: input.id ?? randomUUID(),
            group_id: input.groupId,
            name: input.name,
            price: input.price,
            allergens: input.allergens ?? [],
            translations: json(withoutEmptyTexts(input.translations ?? {})),
            sort_order: await nextOrder(trx, 'catalog_extra_options', 'group_id', input.groupId),
            is_default: input.isDefault ?? false,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (option.is_default) await checkGroupDefaults(trx, input.groupId, 'isDefault');
        await bumpGroup(trx, input.groupId);
        await refreshProducts(trx, providerId, await productsOffering(trx, providerId, input.groupId));
        await changed(trx, providerId, version);
        return option;
      });
    },

    async updateExtraOption(input: {
      optionId: string;
      name?: string;
      price?: number;
      allergens?: string[];
      translations?: NameTranslations;
      /** Left out: unchanged. */
      isDefault?: boolean;
    }): Promise<ExtraOptionRecord> {
      const check = checker();
      check.id('optionId', input.optionId);
      if (input.name !== undefined) check.text('name', input.name, { max: 200 });
      if (input.price !== undefined) check.integer('price', input.price, 0, MAX_PRICE);
      if (input.allergens !== undefined) check.allergens('allergens', input.allergens);
      if (input.translations !== undefined)
        checkTranslations(check, 'translations', input.translations, 'name');
      if (input.isDefault !== undefined && typeof input.isDefault !== 'boolean')
        check.fail('isDefault', 'must be true or false');
      check.done();
      return run(async (trx) => {
        const { provider_id: providerId } = await activeOption(trx, input.optionId);
        const version = await bump(trx, providerId);
        const before = await activeOption(trx, input.optionId);
        const option = await trx
          .updateTable('catalog_extra_options')
          .set({
            name: input.name ?? before.name,
            price: input.price ?? before.price,
            allergens: input.allergens ?? before.allergens,
            translations: json(
              input.translations ? withoutEmptyTexts(input.translations) : before.translations,
            ),
            is_default: input.isDefault ?? before.is_default,
            updated_at: sql`now()`,
          })
          .where('id', '=', input.optionId)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (option.is_default && !before.is_default)
          await checkGroupDefaults(trx, before.group_id, 'isDefault');
        await bumpGroup(trx, before.group_id);
        await refreshProducts(trx, providerId, await productsOffering(trx, providerId, before.group_id));
        await changed(trx, providerId, version);
        return option;
      });
    },

    /** Puts a group's options in this order: every active one, each once. */
    async reorderExtraOptions(input: { groupId: string; optionIds: string[] }): Promise<ExtraOptionRecord[]> {
      const check = checker();
      check.id('groupId', input.groupId);
      check.ids('optionIds', input.optionIds);
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'catalog_extra_groups', input.groupId, 'Extra group');
        const version = await bump(trx, providerId);
        await activeGroup(trx, input.groupId);
        const current = await trx
          .selectFrom('catalog_extra_options')
          .select('id')
          .where('group_id', '=', input.groupId)
          .where('retired_at', 'is', null)
          .execute();
        const order = checker();
        checkSameSet(
          order,
          'optionIds',
          input.optionIds,
          current.map((row) => row.id),
        );
        order.done();
        const options: ExtraOptionRecord[] = [];
        for (const [position, id] of input.optionIds.entries()) {
          options.push(
            await trx
              .updateTable('catalog_extra_options')
              .set({ sort_order: position, updated_at: sql`now()` })
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
        }
        await bumpGroup(trx, input.groupId);
        await refreshProducts(trx, providerId, await productsOffering(trx, providerId, input.groupId));
        await changed(trx, providerId, version);
        return options;
      });
    },

    async retireExtraOption(input: { optionId: string }): Promise<ExtraOptionRecord> {
      const check = checker();
      check.id('optionId', input.optionId);
      check.done();
      return run(async (trx) => {
        const { provider_id: providerId } = await activeOption(trx, input.optionId);
        const version = await bump(trx, providerId);
        const before = await activeOption(trx, input.optionId);
        const option = await trx
          .updateTable('catalog_extra_options')
          .set({ retired_at: sql`now()`, updated_at: sql`now()` })
          .where('id', '=', input.optionId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await bumpGroup(trx, before.group_id);
        await refreshProducts(trx, providerId, await productsOffering(trx, providerId, before.group_id));
        await changed(trx, providerId, version);
        return option;
      });
    },
  };
}
