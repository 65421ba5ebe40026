import type { Product } from '../api';

type Reward = Pick<Product, 'productId' | 'name' | 'pointsPrice' | 'available'>;

export interface RewardProgress {
  /** The dearest product the balance pays for already, if any. */
  affordable: Reward | null;
  /** The cheapest product it does not pay for yet, and the points still missing, if any. */
  next: { product: Reward; missing: number } | null;
}

/**
 * How far a balance is from the place's rewards: the products that can be paid with points (a
 * points price above 0) and can be ordered now. Null when the place sells nothing for points.
 */
export function rewardProgress(products: readonly Reward[], balance: number): RewardProgress | null {
  const rewards = products
    .filter((product) => product.available && product.pointsPrice > 0)
    .sort((a, b) => a.pointsPrice - b.pointsPrice);
  if (rewards.length === 0) return null;
  const affordable = rewards.filter((product) => product.pointsPrice <= balance).at(-1) ?? null;
  const nextProduct = rewards.find((product) => product.pointsPrice > balance);
  return {
    affordable,
    next: nextProduct ? { product: nextProduct, missing: nextProduct.pointsPrice - balance } : null,
  };
}
