import { useState } from 'react';
import {
  basketCleared,
  isFromAnotherProvider,
  itemAdded,
  type NewBasketItem,
  selectBasketItems,
} from '../../stores/basket-slice';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';

/**
 * Adds a line, unless the basket holds another provider's products: then it waits for
 * confirm() (clear and add) or cancel() and changes nothing until then.
 */
export function useAddToBasket(onAdded: () => void) {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectBasketItems);
  const [pending, setPending] = useState<NewBasketItem | null>(null);

  const add = (item: NewBasketItem) => {
    if (isFromAnotherProvider(items, item.providerId)) {
      setPending(item);
      return;
    }
    dispatch(itemAdded(item));
    onAdded();
  };

  const confirm = () => {
    if (!pending) return;
    dispatch(basketCleared());
    dispatch(itemAdded(pending));
    setPending(null);
    onAdded();
  };

  return { add, confirm, cancel: () => setPending(null), asksToClear: pending !== null };
}
