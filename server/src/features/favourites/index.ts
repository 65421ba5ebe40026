import type { Db } from '../../db/schema';
import { defineFeature } from '../../lib/features';
import type { CatalogFeature, CatalogRepository } from '../catalog';
import type { OrdersFeature, OrdersRepository } from '../orders';
import { createFavouritesHandlers } from './handlers';
import { createFavouritesRepository } from './repository';

/**
 * Favourites (issue 26 item 14): the products and past orders a customer starred, which the app shows
 * first on a place's menu. A product must be on a menu to be starred (the catalogue says), an order the
 * customer's own (the orders feature says); the list leaves retired products out and shows the orders
 * as the orders feature does. The account's deletion erases the rows (account/repository.ts).
 */
export function createFavouritesFeature(deps: {
  db: Db;
  catalog: Pick<CatalogRepository, 'findProductsByIds'>;
  orders: Pick<OrdersRepository, 'placeOfOwnOrder' | 'load'>;
}) {
  const repository = createFavouritesRepository(deps.db);
  return {
    repository,
    handlers: createFavouritesHandlers({ repository, catalog: deps.catalog, orders: deps.orders }),
  };
}

export const favouritesFeature = defineFeature({
  name: 'favourites',
  dependencies: ['catalog', 'orders'],
  build: (
    { db },
    needs: { catalog: Pick<CatalogFeature, 'repository'>; orders: Pick<OrdersFeature, 'repository'> },
  ) => createFavouritesFeature({ db, catalog: needs.catalog.repository, orders: needs.orders.repository }),
});
