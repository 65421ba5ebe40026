import { testOrder } from '../test/order-fixtures';
import { api } from './index';
import { catalogChanged, withOrderUpdated } from './live-events';
import { retryDelay } from './retry-delay';

const a = testOrder({ orderId: 'a', number: '001', status: 'pending' });
const b = testOrder({ orderId: 'b', number: '002', status: 'pending' });

describe('withOrderUpdated (an order.updated event on a page of active orders)', () => {
  const page = { orders: [a, b], nextCursor: null };

  it('replaces the order in place while it is under way', () => {
    const preparing = { ...b, status: 'preparing' as const };
    expect(withOrderUpdated(page, preparing, true).orders).toEqual([a, preparing]);
  });

  it('drops an order that is finished', () => {
    expect(withOrderUpdated(page, { ...a, status: 'cancelled' }, true).orders).toEqual([b]);
  });

  it('adds a new active order on top of the first page only', () => {
    const c = testOrder({ orderId: 'c', number: '003' });
    expect(withOrderUpdated(page, c, true).orders).toEqual([c, a, b]);
    expect(withOrderUpdated(page, c, false).orders).toEqual([a, b]);
  });
});

describe('retryDelay (event streams and the session restore)', () => {
  it('doubles from one second up to thirty', () => {
    expect([0, 1, 2, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 16_000, 30_000, 30_000]);
  });
});

describe('catalogChanged (a catalog.changed event)', () => {
  it('marks the cached places and menus stale, and nothing else', () => {
    const action = catalogChanged();
    expect(action.type).toBe(api.util.invalidateTags([]).type);
    expect(action.payload).toEqual(['Products', 'Providers']);
  });
});
