import { selectEstimatedTotal } from './basket-slice';
import { readStoredBasket } from './basket-slice-storage';
import { loadStoredBasket } from './basket-sync';

const line = (overrides: Record<string, unknown> = {}) => ({
  basketItemId: 'line-1',
  productId: 'product-latte',
  providerId: 'provider-cafe',
  price: 350,
  quantity: 2,
  selectedExtraOptions: ['option-oat'],
  ...overrides,
});

describe('the stored basket, read back', () => {
  it('reads a version 1 basket (lines without names) as it is', () => {
    const stored = { items: [line()], _persist: { version: 1, rehydrated: false } };
    expect(readStoredBasket(stored)).toEqual({ items: [line()] });
  });

  it('keeps the names, image and extras’ names of a version 2 line', () => {
    const named = line({ name: 'Latte', imageUrl: '/uploads/latte.jpg', extraNames: ['Oat milk'] });
    expect(readStoredBasket({ items: [named] }).items).toEqual([named]);
  });

  it.each([
    ['a price that is not a number', { price: 'abc' }],
    ['a NaN price', { price: Number.NaN }],
    ['a negative price', { price: -1 }],
    ['a fractional quantity', { quantity: 1.5 }],
    ['a zero quantity', { quantity: 0 }],
    ['a quantity over the limit', { quantity: 100 }],
    ['no product', { productId: undefined }],
    ['no id', { basketItemId: 42 }],
    ['extras that are not a list of ids', { selectedExtraOptions: 'option-oat' }],
  ])('drops a line with %s and keeps the others', (_, broken) => {
    const good = line({ basketItemId: 'line-good' });
    const { items } = readStoredBasket({ items: [line(broken), good] });
    expect(items).toEqual([good]);
    // What is left adds up: never "€NaN".
    expect(selectEstimatedTotal({ basket: { items } })).toBe(700);
  });

  it('leaves out unreadable names but keeps the line', () => {
    const { items } = readStoredBasket({ items: [line({ name: 7, imageUrl: null, extraNames: 'x' })] });
    expect(items).toEqual([line()]);
  });

  it.each([
    ['nothing', undefined],
    ['a number', 5],
    ['a string', 'basket'],
    ['items that are not a list', { items: { 0: line() } }],
    ['items null', { items: null }],
  ])('reads %s as an empty basket', (_, stored) => {
    expect(readStoredBasket(stored)).toEqual({ items: [] });
  });

  it('keeps one provider (the first line’s) and each line id once', () => {
    const other = line({ basketItemId: 'line-2', providerId: 'provider-bistro' });
    const twice = line({ quantity: 5 });
    expect(readStoredBasket({ items: [line(), other, twice] }).items).toEqual([line()]);
  });
});

describe('the basket loaded from storage at start', () => {
  afterEach(() => localStorage.clear());

  it('validates an outdated, damaged stored basket and drops what cannot be read', () => {
    localStorage.setItem(
      'persist:basket',
      JSON.stringify({
        items: JSON.stringify([line(), line({ basketItemId: 'line-2', price: null })]),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    expect(loadStoredBasket().items).toEqual([line()]);
  });

  it('starts empty when the stored basket is not even JSON, or nothing is stored', () => {
    localStorage.setItem('persist:basket', '{"items": [oops');
    expect(loadStoredBasket().items).toEqual([]);
    localStorage.clear();
    expect(loadStoredBasket().items).toEqual([]);
  });

  it('starts empty when storage cannot be read at all (switched off)', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(loadStoredBasket()).toEqual({ items: [] });
    } finally {
      getItem.mockRestore();
    }
  });
});
