// The place's live events for its staff (new orders, status changes, sold-out marks), fed into RTK
// Query's cache as the customer's live events are (api/live-events.ts): a query whose cache entry
// opens the staff stream in `onCacheEntryAdded` and closes it when no screen subscribes any more.
// Each (re)connection opens with a fresh single-use ticket from createStaffEventsTicket; on
// `stream.ready` the queue is refetched, since nothing is replayed.
import { api, isActiveOrderStatus, type Order, type OrderUpdatedEvent } from '../../api';
import { API_BASE_URL } from '../../api/base-query';
import { openTicketedStream, type StreamConnection } from '../../api/event-stream';
import { type StaffOrder, staffApi } from '../../api/staff';
import { compareText } from '../../lib/compare-text';
import { isSoundMuted, screenWasTouched, shouldChime, unseenAfter } from './staff-alerts';

export type StaffConnection = StreamConnection;

export interface StaffLiveState {
  connection: StaffConnection;
  /** New orders since the console opened that nobody has acted on yet (ids, newest last). */
  unseen: string[];
}

const isActive = (order: Pick<Order, 'status'>) => isActiveOrderStatus(order.status);

/**
 * The queue with this order changed: replaced, added (oldest first) or dropped when finished. A changed
 * order keeps the `overdue` flag the server last gave it (a new one is not overdue yet; the next
 * refetch brings the flag up to date).
 */
export function withStaffOrder(queue: StaffOrder[], order: Order): StaffOrder[] {
  const earlier = queue.find((candidate) => candidate.orderId === order.orderId);
  const others = queue.filter((candidate) => candidate !== earlier);
  if (!isActive(order)) return others;
  const changed = { ...order, overdue: order.status === 'pending' && (earlier?.overdue ?? false) };
  return [...others, changed].sort((a, b) => compareText(a.createdAt, b.createdAt));
}

/** A short two-tone chime (Web Audio, no file to download); silent where audio is not allowed. */
export function playChime(): void {
  try {
    const AudioContextClass =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.2, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.6);
    [880, 1320].forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start(context.currentTime + index * 0.15);
      oscillator.stop(context.currentTime + 0.6);
    });
    setTimeout(() => void context.close().catch(() => {}), 1000);
  } catch {
    // No sound; the visible alert remains.
  }
}

const staffLiveApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffLive: build.query<StaffLiveState, string>({
      queryFn: () => ({ data: { connection: 'connecting', unseen: [] } }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(
        providerId,
        { dispatch, cacheDataLoaded, cacheEntryRemoved, updateCachedData },
      ) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const known = new Set<string>();

        const setConnection = (connection: StaffConnection) =>
          updateCachedData((draft) => {
            draft.connection = connection;
          });

        let lastChimeAt: number | undefined;
        const chime = () => {
          const now = Date.now();
          if (!screenWasTouched() || !shouldChime(lastChimeAt, now, isSoundMuted())) return;
          lastChimeAt = now;
          playChime();
        };

        const applyOrder = (order: Order) => {
          let isNew = false;
          dispatch(
            staffApi.util.updateQueryData('listStaffOrders', { providerId }, (draft) => {
              isNew = !draft.data.some((candidate) => candidate.orderId === order.orderId);
              return { data: withStaffOrder(draft.data, order) };
            }),
          );
          const arrived = order.status === 'pending' && isNew && !known.has(order.orderId);
          updateCachedData((draft) => {
            draft.unseen = unseenAfter(draft.unseen, order, arrived);
          });
          if (arrived) chime();
          dispatch(api.util.invalidateTags(['StaffRecentOrders']));
          known.add(order.orderId);
        };

        const close = openTicketedStream({
          getTicket: async () =>
            (
              await dispatch(
                staffApi.endpoints.createStaffEventsTicket.initiate({ providerId }, { track: false }),
              )
            ).data?.data.ticket,
          url: (ticket) =>
            `${API_BASE_URL}/staff/providers/${encodeURIComponent(providerId)}/events?ticket=${encodeURIComponent(ticket)}`,
          onConnection: setConnection,
          onReady: () => dispatch(api.util.invalidateTags(['StaffOrders', 'StaffSettings', 'Products'])),
          handlers: {
            'order.updated': (data) => applyOrder((data as OrderUpdatedEvent).order),
            'soldout.changed': () => dispatch(api.util.invalidateTags(['Products'])),
            // Someone left the place's team (the server ends that person's stream right after): read the
            // signed-in user again, so a removed person's console sees it has lost the place.
            'staff.access-removed': () => dispatch(api.util.invalidateTags(['Me'])),
          },
        });
        await cacheEntryRemoved;
        close();
      },
    }),
  }),
});

export const { useStaffLiveQuery } = staffLiveApi;
