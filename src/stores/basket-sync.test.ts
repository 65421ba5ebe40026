import { loggedOut } from '../api/auth-actions';
import { itemAdded } from './basket-slice';
import {
  BASKET_STORAGE_KEY,
  followBasketInOtherTabs,
  keepBasketStored,
  loadStoredBasket,
  parseStoredBasket,
} from './basket-sync';
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

describe('the basket kept in storage', () => {
  afterEach(() => localStorage.clear());

  const latte = { productId: 'latte', providerId: 'cafe', price: 420, quantity: 2, selectedExtraOptions: [] };

  it('is stored at each change, in the format an earlier version (redux-persist) reads, and read back at the next start', () => {
    const store = setupStore({ basket: loadStoredBasket() });
    const stop = keepBasketStored(store);
    store.dispatch(itemAdded(latte));

    const raw = localStorage.getItem(BASKET_STORAGE_KEY);
    expect(raw).not.toBeNull();
    const outer = JSON.parse(raw ?? '') as { items: string; _persist: string };
    expect(JSON.parse(outer.items)).toEqual([expect.objectContaining({ productId: 'latte', quantity: 2 })]);
    expect(JSON.parse(outer._persist)).toEqual({ version: 2, rehydrated: true });

    // A reload: the next page's store starts with it.
    const next = setupStore({ basket: loadStoredBasket() });
    expect(next.getState().basket.items).toEqual(store.getState().basket.items);

    // Emptied (a logout): stored empty.
    store.dispatch(loggedOut());
    expect(loadStoredBasket().items).toEqual([]);
    stop();
    store.dispatch(itemAdded(latte));
    expect(loadStoredBasket().items).toEqual([]);
  });

  it('writes nothing while the basket is unchanged, so another tab gets no event to echo', () => {
    const store = setupStore({ basket: loadStoredBasket() });
    const stop = keepBasketStored(store);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      store.dispatch({ type: 'something/else' });
      expect(setItem).not.toHaveBeenCalled();
      store.dispatch(itemAdded(latte));
      expect(setItem).toHaveBeenCalledTimes(1);
    } finally {
      setItem.mockRestore();
      stop();
    }
  });

  it('keeps the basket in memory when storage is full', () => {
    const store = setupStore({ basket: loadStoredBasket() });
    const stop = keepBasketStored(store);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      store.dispatch(itemAdded(latte));
      expect(store.getState().basket.items).toHaveLength(1);
    } finally {
      setItem.mockRestore();
      stop();
    }
  });
});
