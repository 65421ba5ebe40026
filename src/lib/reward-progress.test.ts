import { rewardProgress } from './reward-progress';

const product = (name: string, pointsPrice: number, available = true) => ({
  productId: name,
  name,
  pointsPrice,
  available,
});
const menu = [
  product('Latte', 35),
  product('Water', 0),
  product('Croissant', 22),
  product('Cake', 15, false),
  product('Sandwich', 60),
];

describe('rewardProgress', () => {
  it('with too few points: the cheapest reward that can be ordered, and what is missing', () => {
    expect(rewardProgress(menu, 2)).toEqual({
      affordable: null,
      next: { product: product('Croissant', 22), missing: 20 },
    });
  });

  it('with enough for some: the dearest one paid for, and the next one up', () => {
    expect(rewardProgress(menu, 40)).toEqual({
      affordable: product('Latte', 35),
      next: { product: product('Sandwich', 60), missing: 20 },
    });
    expect(rewardProgress(menu, 35)?.affordable?.name).toBe('Latte');
  });

  it('with enough for all: no next one', () => {
    expect(rewardProgress(menu, 100)).toEqual({ affordable: product('Sandwich', 60), next: null });
  });

  it('is null for a place that sells nothing for points that can be ordered', () => {
    expect(rewardProgress([product('Water', 0), product('Cake', 15, false)], 10)).toBeNull();
    expect(rewardProgress([], 10)).toBeNull();
  });
});
