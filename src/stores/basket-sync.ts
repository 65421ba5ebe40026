import { type BasketState, basketSynced } from './basket-slice';
import { BASKET_STORAGE_VERSION, readStoredBasket } from './basket-slice-storage';
import type { AppDispatch, AppStore } from './store';

/**
 * Where the basket is kept in localStorage. The name and the format (an object whose values are JSON
 * texts themselves, with `_persist`) are redux-persist's, which kept it until stop 34: a basket stored
 * by an earlier version is read back, and a tab of that version still open reads what this one writes.
 */
export const BASKET_STORAGE_KEY = 'persist:basket';

/**
 * The basket as stored (by this version or by redux-persist): read through the validation of
 * basket-slice-storage.ts; undefined when it cannot be read at all.
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

/** The stored basket, for the store's first state: read synchronously, so the app never renders without it. */
export function loadStoredBasket(): BasketState {
  try {
    return parseStoredBasket(localStorage.getItem(BASKET_STORAGE_KEY)) ?? { items: [] };
  } catch {
    // Storage switched off (a privacy mode): the basket lasts as long as the page.
    return { items: [] };
  }
}

/** The basket as it is stored. */
export function serializeBasket(basket: BasketState): string {
  return JSON.stringify({
    items: JSON.stringify(basket.items),
    _persist: JSON.stringify({ version: BASKET_STORAGE_VERSION, rehydrated: true }),
  });
}

/**
 * Stores the basket each time it changes (a line added, an order placed, a logout), at once: a
 * reload or a crash a moment later finds it. Writing the same text again fires no storage event, so
 * two tabs following each other (followBasketInOtherTabs) do not echo. Returns the function that stops.
 */
export function keepBasketStored(store: AppStore): () => void {
  let stored = store.getState().basket;
  return store.subscribe(() => {
    const basket = store.getState().basket;
    if (basket === stored) return;
    stored = basket;
    try {
      localStorage.setItem(BASKET_STORAGE_KEY, serializeBasket(basket));
    } catch {
      // Full or switched off: the basket in memory is still right; the next change tries again.
    }
  });
}
