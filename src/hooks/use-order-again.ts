import { useState } from 'react';
import { api, type Order } from '../api';
import {
  basketCleared,
  isFromAnotherProvider,
  itemAdded,
  type NewBasketItem,
  selectBasketItems,
} from '../stores/basket-slice';
import { useAppDispatch, useAppSelector } from '../stores/hooks';

export type OrderAgainOutcome = 'added' | 'partly' | 'none' | 'failed';

interface Pending {
  items: NewBasketItem[];
  outcome: OrderAgainOutcome;
}

/**
 * "Order again": the order's lines go back into the basket with the menu's prices of today.
 * The server's quote says which are still available (those that are not are left out) and
 * what they cost now; the basket's usual rules hold: one place per basket (a basket of another
 * place is only replaced once the customer confirms) and equal lines add up.
 */
export function useOrderAgain(onDone: (outcome: OrderAgainOutcome) => void) {
  const dispatch = useAppDispatch();
  const basket = useAppSelector(selectBasketItems);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const add = ({ items, outcome }: Pending) => {
    for (const item of items) dispatch(itemAdded(item));
    onDone(outcome);
  };

  const orderAgain = async (order: Order) => {
    setBusy(true);
    const body = {
      providerId: order.providerId,
      items: order.lines.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        selectedExtraOptions: line.extras.map((extra) => extra.optionId),
      })),
    };
    const quoted = await dispatch(api.endpoints.quoteBasket.initiate({ body }, { subscribe: false }));
    setBusy(false);
    if (!quoted.data) {
      onDone('failed');
      return;
    }
    const items: NewBasketItem[] = quoted.data.data.lines
      .filter((line) => line.available)
      .map((line) => ({
        productId: line.productId,
        providerId: order.providerId,
        price: line.unitPrice,
        quantity: line.quantity,
        selectedExtraOptions: line.selectedExtraOptions,
        ...(line.name ? { name: line.name } : {}),
        ...(line.imageUrl ? { imageUrl: line.imageUrl } : {}),
        extraNames: line.extras.map((extra) => extra.name),
      }));
    if (items.length === 0) {
      onDone('none');
      return;
    }
    const next = { items, outcome: items.length < order.lines.length ? 'partly' : 'added' } as const;
    if (isFromAnotherProvider(basket, order.providerId)) setPending(next);
    else add(next);
  };

  return {
    orderAgain,
    busy,
    /** The basket holds another place's products: replacing them waits for confirmReplace(). */
    asksToReplace: pending !== null,
    confirmReplace: () => {
      if (!pending) return;
      dispatch(basketCleared());
      add(pending);
      setPending(null);
    },
    cancelReplace: () => setPending(null),
  };
}
