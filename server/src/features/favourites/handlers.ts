import type { Handlers } from '../../api/handler';
import { AppError, notFound } from '../../lib/errors';
import { callerId } from '../../plugins/authentication';
import { type CatalogRepository, languageOf } from '../catalog';
import type { OrdersRepository } from '../orders';
import { FAVOURITE_LIMITS, type FavouritesRepository, type StarOutcome } from './repository';

const OK = { data: { ok: true as const } };

function refuseWhenFull(outcome: StarOutcome, what: 'products' | 'orders') {
  if (outcome === 'full')
    throw new AppError(
      422,
      'FAVOURITES_FULL',
      `You can keep up to ${FAVOURITE_LIMITS[what]} favourite ${what}`,
    );
}

export function createFavouritesHandlers(deps: {
  repository: FavouritesRepository;
  /** Which products are on a menu (a retired one is not). */
  catalog: Pick<CatalogRepository, 'findProductsByIds'>;
  /** Whose an order is, and the orders as the API shows them. */
  orders: Pick<OrdersRepository, 'placeOfOwnOrder' | 'load'>;
}): Handlers<'listMyFavourites' | 'starProduct' | 'unstarProduct' | 'starOrder' | 'unstarOrder'> {
  const { repository, catalog, orders } = deps;
  /** The place of the caller's own order; another customer's is not found, exactly as one that does not exist. */
  async function placeOfOwnOrder(orderId: string, userId: string): Promise<string> {
    const providerId = await orders.placeOfOwnOrder(orderId, userId);
    if (!providerId) throw notFound('Order not found');
    return providerId;
  }
  return {
    async listMyFavourites(request) {
      const userId = callerId(request);
      const { providerId } = request.query;
      const [products, starredOrders] = await Promise.all([
        repository.listProducts(userId, providerId),
        repository.listOrders(userId, providerId),
      ]);
      const onMenu = new Set(
        (await catalog.findProductsByIds(products.map((product) => product.id))).map((row) => row.id),
      );
      return {
        data: {
          products: products
            .filter((product) => onMenu.has(product.id))
            .map((product) => ({
              productId: product.id,
              providerId: product.providerId,
              starredAt: product.starredAt.toISOString(),
            })),
          orders: await orders.load(
            starredOrders.map((order) => order.id),
            undefined,
            languageOf(request),
          ),
        },
      };
    },

    async starProduct(request) {
      const { productId } = request.params;
      const [product] = await catalog.findProductsByIds([productId]);
      if (!product) throw notFound('Product not found');
      refuseWhenFull(
        await repository.starProduct(callerId(request), productId, product.provider_id),
        'products',
      );
      return OK;
    },

    async unstarProduct(request) {
      await repository.unstarProduct(callerId(request), request.params.productId);
      return OK;
    },

    async starOrder(request) {
      const userId = callerId(request);
      const { orderId } = request.params;
      const providerId = await placeOfOwnOrder(orderId, userId);
      refuseWhenFull(await repository.starOrder(userId, orderId, providerId), 'orders');
      return OK;
    },

    async unstarOrder(request) {
      const userId = callerId(request);
      const { orderId } = request.params;
      await placeOfOwnOrder(orderId, userId);
      await repository.unstarOrder(userId, orderId);
      return OK;
    },
  };
}
