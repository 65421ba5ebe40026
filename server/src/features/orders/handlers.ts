import { activeOrderStatuses, orderStatusTransitions } from '../../api/contract.gen';
import type { Handlers } from '../../api/handler';
import type { Clock } from '../../lib/clock';
import { decodeCursor } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { callerId } from '../../plugins/authentication';
import { type CatalogRepository, languageOf } from '../catalog';
import { pickupChoices } from './pickup-times';
import type { OrdersRepository } from './repository';
import type { OrdersService } from './service';

const DEFAULT_PAGE_SIZE = 20;
/** Finished orders: the statuses with no way out. */
const FINISHED_STATUSES = (
  Object.keys(orderStatusTransitions) as (keyof typeof orderStatusTransitions)[]
).filter((status) => orderStatusTransitions[status].length === 0);

export function createOrdersHandlers(deps: {
  service: OrdersService;
  repository: OrdersRepository;
  catalog: Pick<CatalogRepository, 'findProvider'>;
  clock: Clock;
}): Handlers<
  'checkout' | 'listMyOrders' | 'getMyOrder' | 'getMyOrderAttempt' | 'cancelMyOrder' | 'listPickupTimes'
> {
  const { service } = deps;
  return {
    async checkout(request, reply) {
      const idempotencyKey = (request.headers as Record<string, string>)['idempotency-key'] as string;
      const { order, created } = await service.checkout(callerId(request), idempotencyKey, request.body);
      reply.code(created ? 201 : 200);
      return { data: order };
    },

    async listMyOrders(request) {
      const { scope = 'active', cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      const statuses = scope === 'active' ? activeOrderStatuses : FINISHED_STATUSES;
      const page = await deps.repository.pageForUser(callerId(request), statuses, limit, after);
      const orders = await deps.repository.load(page.orderIds, undefined, languageOf(request));
      return { data: { orders, nextCursor: page.nextCursor } };
    },

    async getMyOrder(request) {
      return {
        data: await service.getForUser(callerId(request), request.params.orderId, languageOf(request)),
      };
    },

    async getMyOrderAttempt(request) {
      return {
        data: await service.getAttempt(callerId(request), request.params.idempotencyKey, languageOf(request)),
      };
    },

    async cancelMyOrder(request) {
      return { data: await service.cancelByCustomer(callerId(request), request.params.orderId) };
    },

    async listPickupTimes(request) {
      const provider = await deps.catalog.findProvider(request.params.providerId);
      if (!provider) throw notFound('Provider not found');
      const choices = pickupChoices(
        { openingHours: provider.opening_hours, timezone: provider.timezone },
        deps.clock(),
      );
      return {
        data: {
          timezone: provider.timezone,
          asapAvailable: choices.asapAvailable,
          opensAt: choices.opensAt?.toISOString() ?? null,
          times: choices.times.map((time) => time.toISOString()),
        },
      };
    },
  };
}
