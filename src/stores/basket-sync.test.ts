import { itemAdded } from './basket-slice';
import { BASKET_STORAGE_KEY, followBasketInOtherTabs, parseStoredBasket } from './basket-sync';
import { setupStore } from './store';

const line = (productId: string) => ({
  basketItemId: `line-${productId}`,
  productId,
  providerId: 'cafe',
  price: 150,
  quantity: 1,
  selectedExtraOptions: [],
});

/** What redux-persist writes: an object whose values are JSON texts. */
const stored = (items: unknown[]) =>
  JSON.stringify({
    items: JSON.stringify(items),
    _persist: JSON.stringify({ version: 2, rehydrated: true }),
  });

const storageEvent = (key: string, newValue: string | null) =>
  new StorageEvent('storage', { key, newValue, storageArea: localStorage });

describe('one basket for every tab', () => {
  it("takes the basket another tab stored, so this tab's next change keeps the other's item", () => {
    const store = setupStore();
    const stop = followBasketInOtherTabs(store.dispatch);
    window.dispatchEvent(storageEvent(BASKET_STORAGE_KEY, stored([line('espresso')])));
    expect(store.getState().basket.items.map((item) => item.productId)).toEqual(['espresso']);

    store.dispatch(
      itemAdded({
        productId: 'latte',
        providerId: 'cafe',
        price: 420,
        quantity: 1,
        selectedExtraOptions: [],
      }),
    );
    expect(store.getState().basket.items.map((item) => item.productId)).toEqual(['espresso', 'latte']);

    // Emptied there (an order placed, a logout): empty here.
    window.dispatchEvent(storageEvent(BASKET_STORAGE_KEY, null));
    expect(store.getState().basket.items).toEqual([]);
    stop();
    window.dispatchEvent(storageEvent(BASKET_STORAGE_KEY, stored([line('espresso')])));
    expect(store.getState().basket.items).toEqual([]);
  });

  it('ignores other keys and unreadable values, and the same contents change nothing (no echo between tabs)', () => {
    const store = setupStore();
    const stop = followBasketInOtherTabs(store.dispatch);
    window.dispatchEvent(storageEvent(BASKET_STORAGE_KEY, stored([line('espresso')])));
    const before = store.getState().basket;
    window.dispatchEvent(storageEvent(BASKET_STORAGE_KEY, stored([line('espresso')])));
    expect(store.getState().basket).toBe(before);
    window.dispatchEvent(storageEvent('persist:other', stored([])));
    window.dispatchEvent(storageEvent(BASKET_STORAGE_KEY, '{not json'));
    expect(store.getState().basket).toBe(before);
    stop();
  });

  it('reads a stored basket through the same validation as a rehydration', () => {
    expect(parseStoredBasket(stored([line('espresso'), { productId: 'broken' }]))?.items).toHaveLength(1);
    expect(parseStoredBasket(null)).toEqual({ items: [] });
    expect(parseStoredBasket('nope')).toBeUndefined();
  });
});
