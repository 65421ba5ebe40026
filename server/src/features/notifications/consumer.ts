import type { Schema } from '../../api/handler';
import type { Db } from '../../db/schema';
import type { EventsFeature, PublishedEvent } from '../events';
import { cancellationMail, cancelledPush, type PushMessage, readyPush, receiptMail } from './messages';
import type { NewDelivery, NotificationsRepository } from './repository';

type Order = Schema<'Order'>;
type Language = Schema<'Language'>;

/** How many new events one pass reads. */
const BATCH = 100;
/**
 * How far behind its position the consumer reads again: an event appended before the position may commit
 * after it (transactions last well under a minute).
 */
const RECENT_SECONDS = 120;

export interface Customer {
  email: string;
  name: string;
  language: Language | null;
  /** Whether they want order mails (notification_preferences; yes unless they turned them off). */
  orderMails: boolean;
}

/**
 * Turns the outbox's `order.updated` events of customers into deliveries: a receipt mail when an order is
 * placed, a push to each device when it is ready, a push and a mail when the café cancels it. Each event
 * is done once (notification_events_done, written in the transaction that adds its deliveries, under the
 * position's lock), and each delivery has a key of what it announces, so nothing is sent twice.
 *
 * A pass reads what its events need together, not per event (at a busy café's rate a pass holds many):
 * the customers with their mail preference in one statement, each place's time zone once, the devices of
 * the customers it pushes to in one statement; it writes the deliveries and the done events in one
 * statement each.
 */
export function createNotificationsConsumer(deps: {
  db: Db;
  repository: NotificationsRepository;
  reads: EventsFeature['consumerReads'];
  /** The active customers among `userIds`, by id (a deleted one is absent). */
  customers: (userIds: readonly string[]) => Promise<Map<string, Customer>>;
  timezoneOf: (providerId: string) => Promise<string>;
  publicUrl: string;
  /** The reason of a cancellation the customer made (no need to tell them). */
  cancelledByCustomer: string;
}) {
  const { db, repository } = deps;

  /** What an event announces to its customer, if anything: a new order, a ready one, a café's cancel. */
  function occasionOf(event: PublishedEvent) {
    if (event.data.type !== 'order.updated' || !('userId' in event.audience)) return undefined;
    const order: Order = event.data.order;
    const last = order.history.at(-1);
    const placed = order.status === 'pending' && order.history.length === 1;
    const ready = order.status === 'ready';
    const cancelledByPlace = order.status === 'cancelled' && last?.reason !== deps.cancelledByCustomer;
    if (!placed && !ready && !cancelledByPlace) return undefined;
    return { event, order, userId: event.audience.userId, last, placed, ready, cancelledByPlace };
  }

  /** What each event asks for, apart from the devices (read in the transaction), by event id. */
  async function plan(events: PublishedEvent[]) {
    const occasions = events.flatMap((event) => occasionOf(event) ?? []);
    const customers =
      occasions.length > 0
        ? await deps.customers([...new Set(occasions.map((occasion) => occasion.userId))])
        : new Map<string, Customer>();
    const zones = new Map<string, Promise<string>>();
    const timezoneOf = (providerId: string) => {
      let zone = zones.get(providerId);
      if (!zone) {
        zone = deps.timezoneOf(providerId);
        zones.set(providerId, zone);
      }
      return zone;
    };
    const plans = new Map<
      string,
      { userId: string; mails: NewDelivery[]; push?: PushMessage; pushKey: string }
    >();
    for (const { event, order, userId, last, placed, ready, cancelledByPlace } of occasions) {
      const customer = customers.get(userId);
      if (!customer) continue;
      const language = customer.language ?? 'en';
      const mails: NewDelivery[] = [];
      if (customer.email && (placed || cancelledByPlace) && customer.orderMails) {
        const context = {
          to: customer.email,
          name: customer.name,
          language,
          timezone: await timezoneOf(order.providerId),
          publicUrl: deps.publicUrl,
        };
        mails.push({
          eventId: event.id,
          userId,
          channel: 'mail',
          subscriptionId: null,
          dedupeKey: `mail:${placed ? 'receipt' : 'cancelled'}:${order.orderId}`,
          payload: placed ? receiptMail(order, context) : cancellationMail(order, context),
        });
      }
      const push = ready
        ? readyPush(order, language)
        : cancelledByPlace
          ? cancelledPush(order, language)
          : undefined;
      // A ready order recalled and made ready again is a new "ready" (its time in the history).
      const pushKey = `${order.orderId}:${order.status}:${last?.at ?? ''}`;
      plans.set(event.id, { userId, mails, push, pushKey });
    }
    return plans;
  }

  /**
   * One pass over the outbox; how many events it did. `recheckRecent: false` skips the look back at the
   * window (RECENT_SECONDS): the worker looks back once per tick, on its first pass, not on each pass
   * that drains a busy outbox (at a busy café's rate the window holds tens of thousands of events).
   */
  async function runOnce({ recheckRecent = true }: { recheckRecent?: boolean } = {}): Promise<number> {
    const position = await repository.position();
    const [fresh, recentIds] = await Promise.all([
      deps.reads.read(db, { type: 'order.updated', afterSeq: position, limit: BATCH }),
      recheckRecent
        ? deps.reads.recentIds(db, {
            type: 'order.updated',
            atOrBeforeSeq: position,
            limit: 1_000,
            recentSeconds: RECENT_SECONDS,
          })
        : [],
    ]);
    const done = await repository.doneEvents(db, [...recentIds, ...fresh.map((event) => event.id)]);
    // The window's events not done yet: committed after the position passed them (rare).
    const missed = await deps.reads.readByIds(
      db,
      recentIds.filter((id) => !done.has(id)),
    );
    const toDo = [...missed, ...fresh].filter((event) => !done.has(event.id));
    if (toDo.length === 0 && fresh.length === 0) return 0;
    const plans = await plan(toDo);
    return db.transaction().execute(async (trx) => {
      const current = await repository.lockPosition(trx);
      // Another instance did these meanwhile: what it did stands.
      const doneNow = await repository.doneEvents(
        trx,
        toDo.map((event) => event.id),
      );
      // `missed` (at or before the position) and `fresh` (after it) never share an event.
      const doing = toDo.map((event) => event.id).filter((eventId) => !doneNow.has(eventId));
      const planned = doing.flatMap((eventId) => {
        const one = plans.get(eventId);
        return one ? [{ eventId, ...one }] : [];
      });
      const pushedTo = [...new Set(planned.filter((one) => one.push).map((one) => one.userId))];
      const devices = await repository.subscriptionsOfUsers(trx, pushedTo);
      await repository.addDeliveries(
        trx,
        planned.flatMap(({ eventId, userId, mails, push, pushKey }) => [
          ...mails,
          ...(push ? (devices.get(userId) ?? []) : []).map((deviceId) => ({
            eventId,
            userId,
            channel: 'push' as const,
            subscriptionId: deviceId,
            dedupeKey: `push:${deviceId}:${pushKey}`,
            payload: push,
          })),
        ]),
      );
      await repository.markEventsDone(trx, doing);
      const last = fresh.at(-1)?.seq;
      if (last !== undefined && BigInt(last) > BigInt(current)) await repository.setPosition(trx, last);
      return doing.length;
    });
  }

  return { runOnce };
}
