import { useState } from 'react';
import { api, type Favourites, type Order, useListMyFavouritesQuery } from '../api';
import { useAppDispatch } from '../stores/hooks';

/** The customer's favourites at one place (the app always asks a place's: the menu's and each card's). */
export function useFavourites(providerId: string, { skip = false }: { skip?: boolean } = {}) {
  const { data } = useListMyFavouritesQuery({ providerId }, { skip: skip || !providerId });
  const favourites = data?.data;
  return {
    favourites,
    isStarredProduct: (productId: string) =>
      favourites?.products.some((product) => product.productId === productId) ?? false,
    isStarredOrder: (orderId: string) =>
      favourites?.orders.some((order) => order.orderId === orderId) ?? false,
  };
}

export interface StarredProduct {
  productId: string;
  providerId: string;
}

/**
 * Stars and unstars, shown at once: the cached lists of the item's place (and of all places) change
 * before the server answers, and go back as they were if it refuses or cannot be reached (`failed`
 * says so until the next toggle). The mutations' tags then refresh the lists from the server.
 *
 * The mutations are dispatched when a star is pressed, untracked (nothing reads their state: the
 * lists show the outcome), rather than held as four mutation hooks per star: each hook is a store
 * subscription and an effect, and a menu or a list of orders shows a star on every card (issue 27).
 */
export function useFavouriteToggle() {
  const dispatch = useAppDispatch();
  const [failed, setFailed] = useState(false);
  const { starProduct, unstarProduct, starOrder, unstarOrder } = api.endpoints;

  const run = async (
    providerId: string,
    change: (draft: Favourites) => void,
    send: () => Promise<unknown>,
  ) => {
    setFailed(false);
    const patches = [{ providerId }, {}].map((args) =>
      dispatch(api.util.updateQueryData('listMyFavourites', args, (draft) => change(draft.data))),
    );
    try {
      await send();
    } catch {
      for (const patch of patches) patch.undo();
      setFailed(true);
    }
  };

  return {
    failed,
    toggleProduct: (product: StarredProduct, starred: boolean) =>
      run(
        product.providerId,
        (draft) => {
          draft.products = draft.products.filter((entry) => entry.productId !== product.productId);
          if (!starred) draft.products.unshift({ ...product, starredAt: new Date().toISOString() });
        },
        () =>
          dispatch(
            (starred ? unstarProduct : starProduct).initiate(
              { productId: product.productId },
              { track: false },
            ),
          ).unwrap(),
      ),
    toggleOrder: (order: Order, starred: boolean) =>
      run(
        order.providerId,
        (draft) => {
          draft.orders = draft.orders.filter((entry) => entry.orderId !== order.orderId);
          if (!starred) draft.orders.unshift(order);
        },
        () =>
          dispatch(
            (starred ? unstarOrder : starOrder).initiate({ orderId: order.orderId }, { track: false }),
          ).unwrap(),
      ),
  };
}
