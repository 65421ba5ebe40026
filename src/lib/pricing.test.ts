import { estimatePrice } from './pricing';

describe('estimatePrice', () => {
  it('adds the chosen extras to the unit price, then multiplies by the quantity', () => {
    expect(estimatePrice([{ price: 350, quantity: 1 }])).toBe(350);
    expect(estimatePrice([{ price: 350, extraPrices: [40, 70], quantity: 1 }])).toBe(460);
    expect(estimatePrice([{ price: 350, extraPrices: [40, 70], quantity: 3 }])).toBe(3 * 460);
  });

  it('sums the lines, and an empty basket costs nothing', () => {
    expect(
      estimatePrice([
        { price: 470, quantity: 2 },
        { price: 225, extraPrices: [50], quantity: 1 },
      ]),
    ).toBe(2 * 470 + 275);
    expect(estimatePrice([])).toBe(0);
  });
});
