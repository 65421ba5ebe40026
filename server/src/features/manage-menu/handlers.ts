import type { FastifyReply } from 'fastify';
import type { Handlers, Schema } from '../../api/handler';
import { callerId } from '../../plugins/authentication';
import { MenuConflict, type MenuService } from './service';

type Menu = Schema<'EditableMenu'>;

/** The answer of a stale edit: 409 with the entity as it is now. */
async function orConflict<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof MenuConflict)) throw error;
    reply
      .code(409)
      .send({ error: { message: error.message, code: error.code, details: { current: error.current } } });
    return reply as never;
  }
}

/** The menu editor's operations; the back-office guard has checked the caller's role for the place. */
export function createManageMenuHandlers(
  service: MenuService,
): Handlers<
  | 'getEditableMenu'
  | 'createMenuCategory'
  | 'updateMenuCategory'
  | 'retireMenuCategory'
  | 'reorderMenuCategories'
  | 'reorderMenuProducts'
  | 'createMenuProduct'
  | 'updateMenuProduct'
  | 'duplicateMenuProduct'
  | 'retireMenuProduct'
  | 'createMenuExtraGroup'
  | 'updateMenuExtraGroup'
  | 'retireMenuExtraGroup'
> {
  // The service's records are the contract's shapes (languages and allergens as the commands checked them).
  const asMenu = (menu: unknown) => menu as Menu;
  return {
    async getEditableMenu(request) {
      return { data: asMenu(await service.read(request.params.providerId)) };
    },
    async createMenuCategory(request, reply) {
      const { providerId } = request.params;
      const data = await service.createCategory(callerId(request), providerId, request.body);
      reply.code(201);
      return { data: data as Menu['categories'][number] };
    },
    async updateMenuCategory(request, reply) {
      const { providerId, categoryId } = request.params;
      return orConflict(reply, async () => ({
        data: (await service.updateCategory(
          callerId(request),
          providerId,
          categoryId,
          request.body,
        )) as Menu['categories'][number],
      }));
    },
    async retireMenuCategory(request, reply) {
      const { providerId, categoryId } = request.params;
      return orConflict(reply, async () => ({
        data: (await service.retireCategory(
          callerId(request),
          providerId,
          categoryId,
          request.body.version,
        )) as Menu['categories'][number],
      }));
    },
    async reorderMenuCategories(request) {
      const { providerId } = request.params;
      return {
        data: asMenu(await service.reorderCategories(callerId(request), providerId, request.body.ids)),
      };
    },
    async reorderMenuProducts(request) {
      const { providerId, categoryId } = request.params;
      return {
        data: asMenu(
          await service.reorderProducts(callerId(request), providerId, categoryId, request.body.ids),
        ),
      };
    },
    async createMenuProduct(request, reply) {
      const data = await service.createProduct(callerId(request), request.params.providerId, request.body);
      reply.code(201);
      return { data: data as Menu['products'][number] };
    },
    async updateMenuProduct(request, reply) {
      const { providerId, productId } = request.params;
      return orConflict(reply, async () => ({
        data: (await service.updateProduct(
          callerId(request),
          providerId,
          productId,
          request.body,
        )) as Menu['products'][number],
      }));
    },
    async duplicateMenuProduct(request, reply) {
      const { providerId, productId } = request.params;
      const data = await service.duplicateProduct(callerId(request), providerId, productId);
      reply.code(201);
      return { data: data as Menu['products'][number] };
    },
    async retireMenuProduct(request, reply) {
      const { providerId, productId } = request.params;
      return orConflict(reply, async () => ({
        data: (await service.retireProduct(
          callerId(request),
          providerId,
          productId,
          request.body.version,
        )) as Menu['products'][number],
      }));
    },
    async createMenuExtraGroup(request, reply) {
      const data = await service.createExtraGroup(callerId(request), request.params.providerId, request.body);
      reply.code(201);
      return { data: data as Menu['extraGroups'][number] };
    },
    async updateMenuExtraGroup(request, reply) {
      const { providerId, groupId } = request.params;
      return orConflict(reply, async () => ({
        data: (await service.updateExtraGroup(
          callerId(request),
          providerId,
          groupId,
          request.body,
        )) as Menu['extraGroups'][number],
      }));
    },
    async retireMenuExtraGroup(request, reply) {
      const { providerId, groupId } = request.params;
      return orConflict(reply, async () => ({
        data: (await service.retireExtraGroup(
          callerId(request),
          providerId,
          groupId,
          request.body.version,
        )) as Menu['extraGroups'][number],
      }));
    },
  };
}
