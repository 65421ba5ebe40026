import { isQueuedOrderStatus } from '../../api/contract.gen';
import type { EventListener, EventSubscriptions, StreamFollowing } from '../events';

/** One of the customer's orders as the follower last knew it. */
interface KnownOrder {
  providerId: string;
  queued: boolean;
  /** The order's `updatedAt` (the API's form, which sorts as time does). */
  updatedAt: string;
}

/**
 * Which places' queue moves a customer's open event stream hears: those of the places where the customer
 * has an order still to be made (pending, preparing). A queue move names the place and nothing else, and
 * only such an order's estimate follows it (the app refetches the answers tagged with that place's
 * queue); sent to every customer's stream, each order placed or made cost one write per connected
 * customer, and told every customer how busy every place was.
 *
 * The stream follows the customer's own `order.updated` events from before it reads their queued orders,
 * so an order placed meanwhile is not missed; an event older than what is known of its order (by
 * `updatedAt`) changes nothing. A place is followed while at least one of the customer's orders there is
 * queued. Checkout's pickup times at a place where the customer has no such order refresh on their own
 * (every minute).
 */
export function createQueueFollower(deps: {
  subscriptions: EventSubscriptions;
  /** The customer's queued orders: id, place and `updatedAt` in the API's form. */
  queuedOrdersOf: (userId: string) => Promise<{ id: string; providerId: string; updatedAt: string }[]>;
}) {
  return async function follow(userId: string): Promise<StreamFollowing> {
    const orders = new Map<string, KnownOrder>();
    /** The followed places' subscriptions, while there is a listener. */
    const followed = new Map<string, () => void>();
    let listener: EventListener | undefined;

    const know = (orderId: string, order: KnownOrder) => {
      const known = orders.get(orderId);
      if (known && known.updatedAt > order.updatedAt) return;
      orders.set(orderId, order);
    };
    /** Subscribes to the places with a queued order, and unsubscribes from the others. */
    const followQueuedPlaces = () => {
      const current = listener;
      if (!current) return;
      const places = new Set([...orders.values()].filter((order) => order.queued).map((o) => o.providerId));
      for (const [place, unsubscribe] of followed) {
        if (places.has(place)) continue;
        unsubscribe();
        followed.delete(place);
      }
      for (const place of places) {
        if (!followed.has(place))
          followed.set(place, deps.subscriptions.subscribe({ queueOf: place }, current));
      }
    };
    const stopOwn = deps.subscriptions.subscribe({ userId }, (event) => {
      if (event.data.type !== 'order.updated') return;
      const { order } = event.data;
      know(order.orderId, {
        providerId: order.providerId,
        queued: isQueuedOrderStatus(order.status),
        updatedAt: order.updatedAt,
      });
      followQueuedPlaces();
    });
    try {
      for (const order of await deps.queuedOrdersOf(userId)) {
        know(order.id, { providerId: order.providerId, queued: true, updatedAt: order.updatedAt });
      }
    } catch (error) {
      stopOwn();
      throw error;
    }
    return {
      subscribe(send) {
        listener = send;
        followQueuedPlaces();
        return () => {
          stopOwn();
          listener = undefined;
          for (const unsubscribe of followed.values()) unsubscribe();
          followed.clear();
        };
      },
    };
  };
}
