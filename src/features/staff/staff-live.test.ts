import { testOrder } from '../../test/order-fixtures';
import { withStaffOrder } from './staff-live';

describe('withStaffOrder (the queue after a live order event)', () => {
  const older = {
    ...testOrder({ orderId: 'a', number: '001', createdAt: '2026-03-14T09:00:00.000Z' }),
    overdue: false,
  };
  const newer = {
    ...testOrder({ orderId: 'b', number: '002', createdAt: '2026-03-14T09:05:00.000Z' }),
    overdue: false,
  };

  it('adds a new order in its place, oldest first', () => {
    expect(withStaffOrder([newer], older).map((order) => order.orderId)).toEqual(['a', 'b']);
    expect(withStaffOrder([older], newer).map((order) => order.orderId)).toEqual(['a', 'b']);
  });

  it('replaces a known order with its new status', () => {
    const queue = withStaffOrder([older, newer], { ...older, status: 'ready' });
    expect(queue.map((order) => [order.orderId, order.status])).toEqual([
      ['a', 'ready'],
      ['b', newer.status],
    ]);
  });

  it('keeps the overdue flag of a pending order, and drops it once the order moves on', () => {
    const late = { ...older, overdue: true };
    expect(
      withStaffOrder([late, newer], { ...older, updatedAt: '2026-03-14T09:30:00.000Z' })[0]?.overdue,
    ).toBe(true);
    expect(withStaffOrder([late, newer], { ...older, status: 'preparing' })[0]?.overdue).toBe(false);
  });

  it('drops an order that is completed or cancelled', () => {
    expect(withStaffOrder([older, newer], { ...older, status: 'completed' })).toEqual([newer]);
    expect(withStaffOrder([older, newer], { ...newer, status: 'cancelled' })).toEqual([older]);
  });
});
