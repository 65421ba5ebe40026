import {
  type BasketItem,
  type BasketState,
  basketCleared,
  basketReducer,
  isFromAnotherProvider,
  itemAdded,
  itemRemoved,
  MAX_LINE_QUANTITY,
  type NewBasketItem,
  quantityUpdated,
  selectBasketProviderId,
  selectEstimatedTotal,
  selectTotalItems,
} from './basket-slice';

const CAFE = 'provider-cafe';
const LATTE = 'product-latte';
const OAT = 'option-oat';
const SYRUP = 'option-syrup';

const latte = (overrides: Partial<NewBasketItem> = {}): NewBasketItem => ({
  productId: LATTE,
  providerId: CAFE,
  price: 350,
  quantity: 1,
  selectedExtraOptions: [],
  ...overrides,
});

const reduce = (...actions: Parameters<typeof basketReducer>[1][]) =>
  actions.reduce<BasketState>(basketReducer, { items: [] });

const withBasket = (items: BasketItem[]) => ({ basket: { items } });

describe('basket rules', () => {
  it('grows the quantity of a line with the same product and the same extras in any order', () => {
    const state = reduce(
      itemAdded(latte({ selectedExtraOptions: [OAT, SYRUP], quantity: 2 })),
      itemAdded(latte({ selectedExtraOptions: [SYRUP, OAT], quantity: 3 })),
    );
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.quantity).toBe(5);
  });

  it('appends a new line when the extras differ', () => {
    const state = reduce(
      itemAdded(latte({ selectedExtraOptions: [OAT] })),
      itemAdded(latte({ selectedExtraOptions: [OAT, SYRUP] })),
      itemAdded(latte()),
    );
    expect(state.items.map((item) => item.selectedExtraOptions)).toEqual([[OAT], [OAT, SYRUP], []]);
  });

  it('appends a new line for another product with the same extras', () => {
    const state = reduce(itemAdded(latte()), itemAdded(latte({ productId: 'product-mocha' })));
    expect(state.items).toHaveLength(2);
  });

  it('gives every line its own basketItemId', () => {
    const state = reduce(itemAdded(latte()), itemAdded(latte({ selectedExtraOptions: [OAT] })));
    const [first, second] = state.items;
    expect(first?.basketItemId).toBeTruthy();
    expect(first?.basketItemId).not.toBe(second?.basketItemId);
  });

  it('removes and updates only the line with the given basketItemId', () => {
    const added = reduce(itemAdded(latte()), itemAdded(latte({ selectedExtraOptions: [OAT] })));
    const [first, second] = added.items as [BasketItem, BasketItem];

    const updated = basketReducer(added, quantityUpdated({ basketItemId: second.basketItemId, quantity: 4 }));
    expect(updated.items.map((item) => item.quantity)).toEqual([1, 4]);

    const removed = basketReducer(updated, itemRemoved(first.basketItemId));
    expect(removed.items).toEqual([{ ...second, quantity: 4 }]);
  });

  it('drops a line whose quantity is set to zero and caps quantities at the contract maximum', () => {
    const added = reduce(itemAdded(latte()));
    const id = added.items[0]?.basketItemId ?? '';
    expect(basketReducer(added, quantityUpdated({ basketItemId: id, quantity: 0 })).items).toEqual([]);
    expect(
      basketReducer(added, quantityUpdated({ basketItemId: id, quantity: 500 })).items[0]?.quantity,
    ).toBe(MAX_LINE_QUANTITY);
    const merged = basketReducer(added, itemAdded(latte({ quantity: MAX_LINE_QUANTITY })));
    expect(merged.items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('clears the basket', () => {
    const state = basketReducer(
      reduce(itemAdded(latte()), itemAdded(latte({ productId: 'x' }))),
      basketCleared(),
    );
    expect(state.items).toEqual([]);
  });

  it('derives the totals and takes the provider id from the first item', () => {
    const state = reduce(
      itemAdded(latte({ quantity: 2 })),
      itemAdded(latte({ productId: 'product-croissant', price: 225, quantity: 3, providerId: 'other' })),
    );
    expect(selectTotalItems(withBasket(state.items))).toBe(5);
    expect(selectEstimatedTotal(withBasket(state.items))).toBe(2 * 350 + 3 * 225);
    expect(selectBasketProviderId(withBasket(state.items))).toBe(CAFE);
    expect(selectBasketProviderId(withBasket([]))).toBeUndefined();
  });

  it('tells when a product comes from another provider than the basket', () => {
    const items = reduce(itemAdded(latte())).items;
    expect(isFromAnotherProvider(items, CAFE)).toBe(false);
    expect(isFromAnotherProvider(items, 'provider-bistro')).toBe(true);
    expect(isFromAnotherProvider([], 'provider-bistro')).toBe(false);
  });
});
