/** A line to price: a unit price and the prices of the extras chosen for it (minor units), and how many. */
export interface PriceLine {
  price: number;
  extraPrices?: readonly number[];
  quantity: number;
}

/**
 * The client's only price arithmetic, in minor units: each line's price plus its chosen
 * extras, times its quantity, summed. It prices what the customer is about to add and
 * estimates the basket until the server's quote arrives. The server prices every order
 * from its own catalogue and never trusts these numbers.
 */
export function estimatePrice(lines: readonly PriceLine[]): number {
  return lines.reduce((total, { price, extraPrices = [], quantity }) => {
    const unit = extraPrices.reduce((sum, extra) => sum + extra, price);
    return total + unit * quantity;
  }, 0);
}
