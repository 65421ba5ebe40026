import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Schema } from '../src/api/handler';
import { checkExtras, quoteBasketLines, unitPointsPrice } from '../src/features/catalog/pricing';

type Product = Schema<'Product'>;

const PROVIDER = '00000000-0000-4000-8000-000000000001';
const OTHER_PROVIDER = '00000000-0000-4000-8000-000000000002';

function product(overrides: Partial<Product> & Pick<Product, 'productId'>): Product {
  return {
    providerId: PROVIDER,
    category: 'coffee',
    categoryName: 'Coffee',
    name: 'Latte',
    description: '',
    price: 300,
    currency: 'EUR',
    pointsPrice: 30,
    loyaltyPoints: 3,
    imageUrl: '/uploads/products/latte.svg',
    available: true,
    nutrition: { calories: 150, proteins: 8, fats: 7.5, carbs: 12 },
    composition: '',
    allergens: ['milk'],
    maxExtraOptions: 3,
    extraGroups: [
      {
        groupId: 'milk',
        name: 'Milk',
        maxSelectable: 1,
        options: [
          { optionId: 'oat', name: 'Oat milk', price: 50, allergens: ['gluten'], isDefault: false },
          { optionId: 'soy', name: 'Soy milk', price: 50, allergens: ['soy'], isDefault: false },
        ],
      },
      {
        groupId: 'syrup',
        name: 'Syrups',
        maxSelectable: 2,
        options: [
          { optionId: 'vanilla', name: 'Vanilla', price: 40, allergens: [], isDefault: false },
          { optionId: 'caramel', name: 'Caramel', price: 40, allergens: [], isDefault: false },
          { optionId: 'hazelnut', name: 'Hazelnut', price: 40, allergens: [], isDefault: false },
        ],
      },
    ],
    ...overrides,
  };
}

const latte = product({ productId: 'latte' });
const croissant = product({
  productId: 'croissant',
  price: 190,
  pointsPrice: 19,
  loyaltyPoints: 2,
  extraGroups: [],
  maxExtraOptions: 0,
});
const soldOut = product({ productId: 'sold-out', available: false });
const elsewhere = product({ productId: 'elsewhere', providerId: OTHER_PROVIDER });
const catalogue = new Map([latte, croissant, soldOut, elsewhere].map((p) => [p.productId, p]));

function quote(items: { productId: string; quantity: number; selectedExtraOptions: string[] }[]) {
  return quoteBasketLines({ providerId: PROVIDER, currency: 'EUR' }, items, catalogue);
}

describe('checkExtras', () => {
  it('accepts options of the product within every limit', () => {
    const result = checkExtras(latte, ['oat', 'vanilla', 'caramel']);
    assert.equal(result.ok, true);
    assert.deepEqual(
      result.options.map((option) => option.optionId),
      ['oat', 'vanilla', 'caramel'],
    );
  });

  it('refuses an option that is not in the product groups, or one chosen twice', () => {
    assert.deepEqual(checkExtras(latte, ['whipped-cream']).ok, false);
    assert.equal(checkExtras(latte, ['vanilla', 'vanilla']).ok, false);
    const unknown = checkExtras(latte, ['whipped-cream']);
    assert.equal(!unknown.ok && unknown.problem, 'invalid_extra');
  });

  it('refuses more options than a group allows', () => {
    const result = checkExtras(latte, ['oat', 'soy']);
    assert.equal(!result.ok && result.problem, 'too_many_extras');
  });

  it('refuses more options than the product allows in all', () => {
    const strict = product({ productId: 'strict', maxExtraOptions: 2 });
    assert.equal(checkExtras(strict, ['oat', 'vanilla']).ok, true);
    const result = checkExtras(strict, ['oat', 'vanilla', 'caramel']);
    assert.equal(!result.ok && result.problem, 'too_many_extras');
  });
});

describe('unitPointsPrice', () => {
  it('charges extras at the product rate, rounded up', () => {
    assert.equal(unitPointsPrice({ price: 300, pointsPrice: 30 }, 0), 30);
    assert.equal(unitPointsPrice({ price: 300, pointsPrice: 30 }, 50), 35);
    assert.equal(unitPointsPrice({ price: 1400, pointsPrice: 33 }, 250), 33 + 6);
  });
});

describe('quoteBasketLines', () => {
  it('prices each line from the catalogue and totals the sellable lines', () => {
    const result = quote([
      { productId: 'latte', quantity: 2, selectedExtraOptions: ['oat', 'vanilla'] },
      { productId: 'croissant', quantity: 3, selectedExtraOptions: [] },
    ]);
    assert.deepEqual(result.lines[0], {
      productId: 'latte',
      name: 'Latte',
      imageUrl: '/uploads/products/latte.svg',
      quantity: 2,
      selectedExtraOptions: ['oat', 'vanilla'],
      extras: [
        { optionId: 'oat', name: 'Oat milk', price: 50 },
        { optionId: 'vanilla', name: 'Vanilla', price: 40 },
      ],
      available: true,
      unitPrice: 390,
      lineTotal: 780,
      pointsPrice: 2 * (30 + 9),
      loyaltyPoints: 6,
    });
    assert.equal(result.lines[1]?.lineTotal, 570);
    assert.equal(result.total, 780 + 570);
    assert.equal(result.pointsTotal, 78 + 57);
    assert.equal(result.loyaltyPointsEarned, 6 + 6);
    assert.equal(result.currency, 'EUR');
    assert.equal(result.providerId, PROVIDER);
  });

  it('flags each kind of problem and leaves those lines out of the totals', () => {
    const result = quote([
      { productId: 'croissant', quantity: 1, selectedExtraOptions: [] },
      { productId: 'missing', quantity: 1, selectedExtraOptions: [] },
      { productId: 'sold-out', quantity: 1, selectedExtraOptions: [] },
      { productId: 'latte', quantity: 1, selectedExtraOptions: ['not-an-option'] },
      { productId: 'latte', quantity: 1, selectedExtraOptions: ['oat', 'soy'] },
      { productId: 'elsewhere', quantity: 1, selectedExtraOptions: [] },
    ]);
    assert.deepEqual(
      result.lines.map((line) => [line.available, line.problem]),
      [
        [true, undefined],
        [false, 'unknown_product'],
        [false, 'unavailable'],
        [false, 'invalid_extra'],
        [false, 'too_many_extras'],
        [false, 'other_provider'],
      ],
    );
    assert.equal(result.total, 190);
    assert.equal(result.pointsTotal, 19);
    assert.equal(result.loyaltyPointsEarned, 2);
  });

  it('keeps the catalogue price on a flagged line of a known product and zero for an unknown one', () => {
    const [unavailable, unknown] = quote([
      { productId: 'sold-out', quantity: 2, selectedExtraOptions: [] },
      { productId: 'missing', quantity: 2, selectedExtraOptions: [] },
    ]).lines;
    assert.equal(unavailable?.unitPrice, 300);
    assert.equal(unavailable?.lineTotal, 600);
    assert.equal(unknown?.unitPrice, 0);
    assert.equal(unknown?.lineTotal, 0);
  });

  it('quotes an empty basket as zero', () => {
    const result = quote([]);
    assert.deepEqual(result, {
      providerId: PROVIDER,
      currency: 'EUR',
      lines: [],
      total: 0,
      pointsTotal: 0,
      loyaltyPointsEarned: 0,
    });
  });
});
