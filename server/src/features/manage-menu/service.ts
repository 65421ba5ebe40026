import type { Schema } from '../../api/handler';
import type { Trx } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import {
  type CatalogFeature,
  type EditableCategory,
  type EditableExtraGroup,
  type EditableMenu,
  type EditableProduct,
  TOO_MANY_DEFAULTS,
  VersionConflictError,
} from '../catalog';

// The menu editor's changes: each is one transaction of the catalogue's commands (with their
// `catalog.changed` event) and its audit record, on an entity of the place named in the path only (an id
// of another place is 404, whatever the caller manages). An edit names the version it was based on; a
// stale one changes nothing and is answered with the entity as it is now.

export interface AuditEntry {
  actorUserId: string;
  providerId: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** The audit feature's log (features/audit): records in the transaction of the change. */
export interface AuditLog {
  record(trx: Trx, entry: AuditEntry): Promise<unknown>;
}

type Catalog = Pick<CatalogFeature, 'write' | 'editableMenu'>;

/** 409 VERSION_CONFLICT with the entity as it is now (`current`), which the handler answers. */
export class MenuConflict extends AppError {
  constructor(readonly current: EditableProduct | EditableCategory | EditableExtraGroup) {
    super(409, 'VERSION_CONFLICT', 'Someone else changed this since you opened it');
  }
}

const MAX_KEY = 60;

/** A category key from its name: ASCII words and dashes ("Café & Tea" -> "cafe-tea"), unique in the place. */
export function categoryKey(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_KEY - 5)
      .replace(/-+$/, '') || 'category';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

type GroupInput = Schema<'MenuExtraGroupInput'>;

/** Whether an option of the input is served by default: left out, an existing option keeps its own. */
const servedByDefault = (option: GroupInput['options'][number], before?: EditableExtraGroup): boolean =>
  option.isDefault ?? before?.options.find((existing) => existing.id === option.id)?.isDefault ?? false;

/**
 * A group serves at most `maxSelectable` options by default: 400 naming each default otherwise, before
 * anything is written (the commands check the rows too).
 */
function checkDefaults(input: GroupInput, before?: EditableExtraGroup) {
  const defaults = input.options.flatMap((option, index) => (servedByDefault(option, before) ? [index] : []));
  if (defaults.length > input.maxSelectable)
    throw badRequest(
      TOO_MANY_DEFAULTS,
      defaults.map((index) => ({
        field: `options.${index}.isDefault`,
        message: `is one of ${defaults.length} options served by default; the group allows ${input.maxSelectable}`,
      })),
    );
}

export function createMenuService(deps: { catalog: Catalog; audit: AuditLog }) {
  const { catalog, audit } = deps;

  async function menuIn(trx: Trx, providerId: string): Promise<EditableMenu> {
    const menu = await catalog.editableMenu(providerId, trx);
    if (!menu) throw notFound('Provider not found');
    return menu;
  }

  const find = <T extends { id: string }>(list: T[], id: string, what: string): T => {
    const found = list.find((item) => item.id === id);
    if (!found) throw notFound(`${what} not found`);
    return found;
  };

  /** Runs a change; a stale version rolls it back and becomes a MenuConflict with the current entity. */
  async function change<T>(
    providerId: string,
    work: (
      commands: Parameters<Parameters<Catalog['write']>[0]>[0],
      trx: Trx,
      menu: EditableMenu,
    ) => Promise<T>,
  ): Promise<T> {
    try {
      return await catalog.write(async (commands, trx) => work(commands, trx, await menuIn(trx, providerId)));
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      const menu = await catalog.editableMenu(providerId);
      const list = { product: menu?.products, category: menu?.categories, extraGroup: menu?.extraGroups }[
        error.kind
      ] as { id: string }[] | undefined;
      const current = list?.find((item) => item.id === error.id);
      if (!current) throw notFound('Not found');
      throw new MenuConflict(current as EditableProduct);
    }
  }

  const requireVersion = (version: number | undefined): number => {
    if (version === undefined)
      throw badRequest('Say which version the edit is based on', [
        { field: 'version', message: 'is required' },
      ]);
    return version;
  };

  return {
    read: async (providerId: string): Promise<EditableMenu> => {
      const menu = await catalog.editableMenu(providerId);
      if (!menu) throw notFound('Provider not found');
      return menu;
    },

    createCategory: (actor: string, providerId: string, input: Schema<'MenuCategoryInput'>) =>
      change(providerId, async (commands, trx, menu) => {
        const created = await commands.createCategory({
          providerId,
          key: categoryKey(input.name, new Set(menu.categories.map((category) => category.key))),
          name: input.name,
          translations: input.translations,
        });
        const after = find((await menuIn(trx, providerId)).categories, created.id, 'Category');
        await audit.record(
          trx,
          entry(actor, providerId, 'category.create', 'category', created.id, null, after),
        );
        return after;
      }),

    updateCategory: (
      actor: string,
      providerId: string,
      categoryId: string,
      input: Schema<'MenuCategoryInput'>,
    ) =>
      change(providerId, async (commands, trx, menu) => {
        const before = find(menu.categories, categoryId, 'Category');
        await commands.updateCategory({
          categoryId,
          name: input.name,
          translations: input.translations ?? {},
          version: requireVersion(input.version),
        });
        const after = find((await menuIn(trx, providerId)).categories, categoryId, 'Category');
        await audit.record(
          trx,
          entry(actor, providerId, 'category.update', 'category', categoryId, before, after),
        );
        return after;
      }),

    retireCategory: (actor: string, providerId: string, categoryId: string, version: number) =>
      change(providerId, async (commands, trx, menu) => {
        const before = find(menu.categories, categoryId, 'Category');
        await commands.retireCategory({ categoryId, version });
        await audit.record(
          trx,
          entry(actor, providerId, 'category.retire', 'category', categoryId, before, null),
        );
        return before;
      }),

    reorderCategories: (actor: string, providerId: string, ids: string[]) =>
      change(providerId, async (commands, trx, menu) => {
        await commands.reorderCategories({ providerId, categoryIds: ids });
        const after = await menuIn(trx, providerId);
        await audit.record(
          trx,
          entry(
            actor,
            providerId,
            'category.reorder',
            'menu',
            providerId,
            {
              categoryIds: menu.categories.map((category) => category.id),
            },
            { categoryIds: ids },
          ),
        );
        return after;
      }),

    reorderProducts: (actor: string, providerId: string, categoryId: string, ids: string[]) =>
      change(providerId, async (commands, trx, menu) => {
        find(menu.categories, categoryId, 'Category');
        await commands.reorderProducts({ categoryId, productIds: ids });
        const after = await menuIn(trx, providerId);
        const of = (m: EditableMenu) =>
          m.products.filter((p) => p.categoryId === categoryId).map((p) => p.id);
        await audit.record(
          trx,
          entry(
            actor,
            providerId,
            'product.reorder',
            'category',
            categoryId,
            { productIds: of(menu) },
            {
              productIds: of(after),
            },
          ),
        );
        return after;
      }),

    createProduct: (actor: string, providerId: string, input: Schema<'MenuProductInput'>) =>
      change(providerId, async (commands, trx) => {
        const created = await commands.createProduct({
          providerId,
          ...input,
          imageUrl: input.imageUrl ?? '',
          translations: input.translations ?? {},
        });
        const after = find((await menuIn(trx, providerId)).products, created.id, 'Product');
        await audit.record(
          trx,
          entry(actor, providerId, 'product.create', 'product', created.id, null, after),
        );
        return after;
      }),

    updateProduct: (
      actor: string,
      providerId: string,
      productId: string,
      input: Schema<'MenuProductUpdate'>,
    ) =>
      change(providerId, async (commands, trx, menu) => {
        const before = find(menu.products, productId, 'Product');
        await commands.updateProduct({ productId, ...input });
        const after = find((await menuIn(trx, providerId)).products, productId, 'Product');
        await audit.record(
          trx,
          entry(actor, providerId, 'product.update', 'product', productId, before, after),
        );
        return after;
      }),

    duplicateProduct: (actor: string, providerId: string, productId: string) =>
      change(providerId, async (commands, trx, menu) => {
        find(menu.products, productId, 'Product');
        const copy = await commands.duplicateProduct({ productId });
        const after = find((await menuIn(trx, providerId)).products, copy.id, 'Product');
        await audit.record(
          trx,
          entry(actor, providerId, 'product.duplicate', 'product', copy.id, null, after),
        );
        return after;
      }),

    retireProduct: (actor: string, providerId: string, productId: string, version: number) =>
      change(providerId, async (commands, trx, menu) => {
        const before = find(menu.products, productId, 'Product');
        await commands.retireProduct({ productId, version });
        await audit.record(
          trx,
          entry(actor, providerId, 'product.retire', 'product', productId, before, null),
        );
        return { ...before, version: before.version + 1 };
      }),

    createExtraGroup: (actor: string, providerId: string, input: Schema<'MenuExtraGroupInput'>) =>
      change(providerId, async (commands, trx) => {
        checkDefaults(input);
        const group = await commands.createExtraGroup({
          providerId,
          name: input.name,
          maxSelectable: input.maxSelectable,
          translations: input.translations,
        });
        for (const option of input.options) {
          if (option.id)
            throw badRequest('A new group has no options yet', [
              { field: 'options', message: 'must not name ids' },
            ]);
          await commands.createExtraOption({
            groupId: group.id,
            ...option,
            translations: option.translations,
          });
        }
        const after = find((await menuIn(trx, providerId)).extraGroups, group.id, 'Extra group');
        await audit.record(
          trx,
          entry(actor, providerId, 'extraGroup.create', 'extraGroup', group.id, null, after),
        );
        return after;
      }),

    updateExtraGroup: (
      actor: string,
      providerId: string,
      groupId: string,
      input: Schema<'MenuExtraGroupInput'>,
    ) =>
      change(providerId, async (commands, trx, menu) => {
        const before = find(menu.extraGroups, groupId, 'Extra group');
        checkDefaults(input, before);
        // Every step keeps the group's defaults within its maximum (each command checks): a lower maximum
        // comes last, and options stop being defaults before others become ones.
        await commands.updateExtraGroup({
          groupId,
          name: input.name,
          maxSelectable: Math.max(input.maxSelectable, before.maxSelectable),
          translations: input.translations ?? {},
          version: requireVersion(input.version),
        });
        const existing = new Set(before.options.map((option) => option.id));
        const kept = new Set<string>();
        input.options.forEach((option, index) => {
          if (option.id && !existing.has(option.id))
            throw badRequest('The group has no such option', [
              { field: `options.${index}.id`, message: 'is not an option of this group' },
            ]);
          if (option.id) kept.add(option.id);
        });
        for (const option of before.options)
          if (!kept.has(option.id)) await commands.retireExtraOption({ optionId: option.id });
        const order: string[] = [];
        const undefaultedFirst = [...input.options.entries()].sort(
          ([, a], [, b]) => Number(servedByDefault(a, before)) - Number(servedByDefault(b, before)),
        );
        for (const [index, option] of undefaultedFirst) {
          const fields = {
            name: option.name,
            price: option.price,
            allergens: option.allergens ?? [],
            translations: option.translations ?? {},
            isDefault: option.isDefault,
          };
          if (option.id) {
            await commands.updateExtraOption({ optionId: option.id, ...fields });
            order[index] = option.id;
          } else order[index] = (await commands.createExtraOption({ groupId, ...fields })).id;
        }
        if (order.length > 0) await commands.reorderExtraOptions({ groupId, optionIds: order });
        if (input.maxSelectable < before.maxSelectable)
          await commands.updateExtraGroup({ groupId, maxSelectable: input.maxSelectable });
        const after = find((await menuIn(trx, providerId)).extraGroups, groupId, 'Extra group');
        await audit.record(
          trx,
          entry(actor, providerId, 'extraGroup.update', 'extraGroup', groupId, before, after),
        );
        return after;
      }),

    retireExtraGroup: (actor: string, providerId: string, groupId: string, version: number) =>
      change(providerId, async (commands, trx, menu) => {
        const before = find(menu.extraGroups, groupId, 'Extra group');
        await commands.retireExtraGroup({ groupId, version });
        await audit.record(
          trx,
          entry(actor, providerId, 'extraGroup.retire', 'extraGroup', groupId, before, null),
        );
        return { ...before, version: before.version + 1 };
      }),
  };
}

function entry(
  actorUserId: string,
  providerId: string,
  action: string,
  entityType: string,
  entityId: string,
  before: unknown,
  after: unknown,
): AuditEntry {
  return { actorUserId, providerId, action, entityType, entityId, before, after };
}

export type MenuService = ReturnType<typeof createMenuService>;
