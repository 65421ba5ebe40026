// The customer's live events (order status, points balance, sold-out marks, menu changes, places' queue
// moves), fed into RTK Query's cache as
// the RTK docs' "streaming updates" recipe does: a query whose cache entry opens the stream in
// `onCacheEntryAdded` and closes it when the entry goes away (no subscriber left, or logout,
// which resets the API state). While one component keeps `useLiveEventsQuery()` subscribed,
// every screen that shows orders, the balance or the user follows the server within a second.
//
// EventSource cannot send the `x-auth-token` header, and an access token never goes into a
// URL: each connection opens with a fresh single-use ticket from createEventsTicket (a normal
// authorised call, so an expired access token is refreshed first). Nothing is replayed by the
// server: on `stream.ready` after a reconnection the app refetches what it shows; on the first one only
// what it read before the quiet the server tells of (`quietForMs`), so a screen is not fetched twice.
import { API_BASE_URL } from './base-query';
import { openTicketedStream, type StreamConnection } from './event-stream';
import {
  isActiveOrderStatus,
  type ListMyOrdersApiArg,
  type ListMyOrdersApiResponse,
  type Order,
  type OrderUpdatedEvent,
  type QueueMovedEvent,
  type StreamReadyEvent,
} from './generated.gen';
import { api } from './index';

export type LiveConnection = StreamConnection;

export interface LiveStatus {
  connection: LiveConnection;
}

/**
 * What a `catalog.changed` event makes refetch: a place's menu changed (products, categories, extras,
 * translations or opening hours), so its products, the product open and the basket quote (`Products`),
 * and the place itself and the list of places (`Providers`, which show the opening hours).
 */
export const catalogChanged = () => api.util.invalidateTags(['Products', 'Providers']);

/** What the customer's own events change: refetched on `stream.ready` when an event may have been missed. */
const OWN_EVENT_TAGS = ['Orders', 'Points', 'Me'] as const;

type ApiState = Parameters<typeof api.util.selectInvalidatedBy>[0];

/**
 * Whether anything the customer's own events change (orders, points, the user) was read, or is being
 * read, from before the last event the server had for them: `ready.quietForMs` before `now` (a stream
 * that cannot tell, or an older server, counts as just now). What was asked for after it cannot have
 * missed an event (see openapi.yaml's StreamReadyEvent).
 */
export function readBeforeLastEvent(state: ApiState, ready: StreamReadyEvent, now: number): boolean {
  const lastEventAt = now - (ready.quietForMs ?? 0);
  return api.util.selectInvalidatedBy(state, [...OWN_EVENT_TAGS]).some(({ queryCacheKey }) => {
    const started = state[api.reducerPath].queries[queryCacheKey]?.startedTimeStamp;
    return started === undefined || started <= lastEventAt;
  });
}

const isActive = (order: Pick<Order, 'status'>) => isActiveOrderStatus(order.status);

/** An active-orders page with this order changed: kept, replaced, added on top (first page) or dropped. */
export function withOrderUpdated(
  page: ListMyOrdersApiResponse['data'],
  order: Order,
  firstPage: boolean,
): ListMyOrdersApiResponse['data'] {
  const others = page.orders.filter((candidate) => candidate.orderId !== order.orderId);
  const known = others.length !== page.orders.length;
  if (!isActive(order)) return { ...page, orders: others };
  if (known) {
    return { ...page, orders: page.orders.map((o) => (o.orderId === order.orderId ? order : o)) };
  }
  return firstPage ? { ...page, orders: [order, ...page.orders] } : page;
}

const liveEventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    liveEvents: build.query<LiveStatus, void>({
      queryFn: () => ({ data: { connection: 'connecting' } }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(
        _arg,
        { dispatch, getState, cacheDataLoaded, cacheEntryRemoved, updateCachedData },
      ) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // removed before it was ever used
        }
        // Before the first connection the screens fetched on their own; after a reconnect the menus too.
        let connectedBefore = false;
        const setConnection = (connection: LiveConnection) =>
          updateCachedData((draft) => {
            draft.connection = connection;
          });

        const applyOrder = (order: Order) => {
          dispatch(
            api.util.updateQueryData('getMyOrder', { orderId: order.orderId }, () => ({ data: order })),
          );
          const state = getState() as Parameters<typeof api.util.selectCachedArgsForQuery>[0];
          for (const args of api.util.selectCachedArgsForQuery(
            state,
            'listMyOrders',
          ) as ListMyOrdersApiArg[]) {
            if ((args.scope ?? 'active') !== 'active') continue;
            dispatch(
              api.util.updateQueryData('listMyOrders', args, (draft) => ({
                data: withOrderUpdated(draft.data, order, args.cursor === undefined),
              })),
            );
          }
          // The user's activeOrders and, for a finished order, the history follow from the server.
          dispatch(
            api.util.invalidateTags(isActive(order) ? ['Me'] : ['Me', { type: 'Orders', id: 'history' }]),
          );
        };

        const close = openTicketedStream({
          getTicket: async () =>
            (await dispatch(api.endpoints.createEventsTicket.initiate(undefined, { track: false }))).data
              ?.data.ticket,
          url: (ticket) => `${API_BASE_URL}/events?ticket=${encodeURIComponent(ticket)}`,
          onConnection: setConnection,
          onReady: (ready) => {
            if (connectedBefore) {
              // Whatever changed while no stream was open.
              dispatch(api.util.invalidateTags([...OWN_EVENT_TAGS, 'Products']));
            } else if (readBeforeLastEvent(getState() as ApiState, ready, Date.now())) {
              // Something changed while this first stream was opening: the user read at start may
              // already miss an order that left the orders under way since, and with it the banner
              // that tells of it (LiveOrders.tsx).
              dispatch(api.util.invalidateTags([...OWN_EVENT_TAGS]));
            }
            connectedBefore = true;
          },
          handlers: {
            'order.updated': (data) => applyOrder((data as OrderUpdatedEvent).order),
            'points.changed': () => dispatch(api.util.invalidateTags(['Points', 'Me'])),
            // A place's staff marked something sold out, or back: the open menu, product and basket
            // quote refetch (the server refreshed its catalogue before telling).
            'soldout.changed': () => dispatch(api.util.invalidateTags(['Products'])),
            'catalog.changed': () => dispatch(catalogChanged()),
            // A place's queue moved (an order there was placed, made or cancelled): the answers whose
            // estimates depend on it refetch (this customer's orders still to be made there, checkout's
            // pickup times: their `PlaceQueue` tag, areas/orders.ts). The server sends it only to the
            // customers with an order still to be made at that place.
            'queue.moved': (data) =>
              dispatch(
                api.util.invalidateTags([{ type: 'PlaceQueue', id: (data as QueueMovedEvent).providerId }]),
              ),
          },
          reconnectOnWake: true,
        });
        await cacheEntryRemoved;
        close();
      },
    }),
  }),
});

export const { useLiveEventsQuery } = liveEventsApi;
