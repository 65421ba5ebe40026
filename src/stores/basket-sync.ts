import { basketSynced } from './basket-slice';
import { readStoredBasket } from './basket-slice-storage';
import type { AppDispatch } from './store';

/** Where redux-persist keeps the basket (its `persist:` prefix and the store's key). */
export const BASKET_STORAGE_KEY = 'persist:basket';

/**
 * The basket as redux-persist stored it: an object whose values are JSON texts themselves. Read
 * through the same validation as a rehydration; undefined when it cannot be read at all.
 */
export function parseStoredBasket(raw: string | null): ReturnType<typeof readStoredBasket> | undefined {
  if (raw === null) return { items: [] };
  try {
    const outer = JSON.parse(raw) as { items?: unknown };
    const items = typeof outer.items === 'string' ? (JSON.parse(outer.items) as unknown) : outer.items;
    return readStoredBasket({ items });
  } catch {
    return undefined;
  }
}

/**
 * One basket for every tab (issue 26): when another tab stores its basket, this tab takes it, so an
 * item added there shows here (the badge, the basket) and this tab's next change keeps it. Returns the
 * function that stops listening.
 */
export function followBasketInOtherTabs(dispatch: AppDispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage || event.key !== BASKET_STORAGE_KEY) return;
    const basket = parseStoredBasket(event.newValue);
    if (basket) dispatch(basketSynced(basket));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
