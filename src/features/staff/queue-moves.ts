// The queue's moves and their undo: a move or a recall patches the cached queue at once (the staff
// stream brings the same change to the other consoles), and the last move stays recallable for a
// while (the server allows 10 minutes; the console offers it for UNDO_OFFERED_MS).
import { useCallback, useEffect, useState } from 'react';
import { api, type Order, type OrderStatus } from '../../api';
import {
  staffApi,
  useMoveStaffOrderMutation,
  useRecallStaffOrderMutation,
  useStaffDispatch,
} from '../../api/staff';
import { withStaffOrder } from './staff-live';

/** How long the console offers to undo the last move. */
export const UNDO_OFFERED_MS = 60_000;

export interface LastMove {
  orderId: string;
  number: string;
  to: OrderStatus;
}

export function useQueueMoves(providerId: string) {
  const dispatch = useStaffDispatch();
  const [moveOrder] = useMoveStaffOrderMutation();
  const [recallOrder] = useRecallStaffOrderMutation();
  const [lastMove, setLastMove] = useState<LastMove>();
  const [recallFailed, setRecallFailed] = useState(false);

  useEffect(() => {
    if (!lastMove) return;
    const timer = setTimeout(() => setLastMove(undefined), UNDO_OFFERED_MS);
    return () => clearTimeout(timer);
  }, [lastMove]);

  const patchQueue = useCallback(
    (order: Order) =>
      dispatch(
        staffApi.util.updateQueryData('listStaffOrders', { providerId }, (draft) => ({
          data: withStaffOrder(draft.data, order),
        })),
      ),
    [dispatch, providerId],
  );

  /** Moves the order; false (and the queue refetched) when the server refused or failed. */
  const move = useCallback(
    async (order: Order, to: OrderStatus, reason?: string): Promise<boolean> => {
      try {
        const moved = await moveOrder({
          providerId,
          orderId: order.orderId,
          body: { status: to, ...(reason ? { reason } : {}) },
        }).unwrap();
        patchQueue(moved.data);
        // A cancellation is not undone: the customer was told, and points were refunded.
        setLastMove(to === 'cancelled' ? undefined : { orderId: order.orderId, number: order.number, to });
        setRecallFailed(false);
        return true;
      } catch {
        dispatch(api.util.invalidateTags(['StaffOrders']));
        return false;
      }
    },
    [dispatch, moveOrder, patchQueue, providerId],
  );

  /** Brings the order one step back (the undo, or "bring back" from the recently completed). */
  const recall = useCallback(
    async (orderId: string): Promise<boolean> => {
      setRecallFailed(false);
      try {
        const recalled = await recallOrder({ providerId, orderId }).unwrap();
        patchQueue(recalled.data);
        setLastMove((last) => (last?.orderId === orderId ? undefined : last));
        dispatch(api.util.invalidateTags(['StaffRecentOrders']));
        return true;
      } catch {
        setRecallFailed(true);
        dispatch(api.util.invalidateTags(['StaffOrders', 'StaffRecentOrders']));
        return false;
      }
    },
    [dispatch, patchQueue, providerId, recallOrder],
  );

  const undo = useCallback(async () => {
    if (lastMove) await recall(lastMove.orderId);
  }, [lastMove, recall]);

  return { move, recall, undo, lastMove, recallFailed };
}
