import type { Schema } from '../../api/handler';
import type { Db } from '../../db/schema';
import type { EventsFeature, PublishedEvent } from '../events';
import { cancellationMail, cancelledPush, readyPush, receiptMail } from './messages';
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
}

/**
 * Turns the outbox's `order.updated` events of customers into deliveries: a receipt mail when an order is
 * placed, a push to each device when it is ready, a push and a mail when the café cancels it. Each event
 * is done once (notification_events_done, written in the transaction that adds its deliveries, under the
 * position's lock), and each delivery has a key of what it announces, so nothing is sent twice.
 */
export function createNotificationsConsumer(deps: {
  db: Db;
  repository: NotificationsRepository;
  read: EventsFeature['consumerReads']['read'];
  customer: (userId: string) => Promise<Customer | undefined>;
  timezoneOf: (providerId: string) => Promise<string>;
  publicUrl: string;
  /** The reason of a cancellation the customer made (no need to tell them). */
  cancelledByCustomer: string;
}) {
  const { db, repository } = deps;

  /** What one event asks for, apart from the devices (read in the transaction). */
  async function plan(event: PublishedEvent) {
    if (event.data.type !== 'order.updated' || !('userId' in event.audience)) return undefined;
    const order: Order = event.data.order;
    const userId = event.audience.userId;
    const last = order.history.at(-1);
    const placed = order.status === 'pending' && order.history.length === 1;
    const ready = order.status === 'ready';
    const cancelledByPlace = order.status === 'cancelled' && last?.reason !== deps.cancelledByCustomer;
    if (!placed && !ready && !cancelledByPlace) return undefined;
    const customer = await deps.customer(userId);
    if (!customer) return undefined;
    const language = customer.language ?? 'en';
    const mails: NewDelivery[] = [];
    const context = async () => ({
      to: customer.email,
      name: customer.name,
      language,
      timezone: await deps.timezoneOf(order.providerId),
      publicUrl: deps.publicUrl,
    });
    if (customer.email && (placed || cancelledByPlace) && (await repository.orderMails(userId))) {
      mails.push({
        eventId: event.id,
        userId,
        channel: 'mail',
        subscriptionId: null,
        dedupeKey: `mail:${placed ? 'receipt' : 'cancelled'}:${order.orderId}`,
        payload: placed ? receiptMail(order, await context()) : cancellationMail(order, await context()),
      });
    }
    const push = ready
      ? readyPush(order, language)
      : cancelledByPlace
        ? cancelledPush(order, language)
        : undefined;
    // A ready order recalled and made ready again is a new "ready" (its time in the history).
    const pushKey = `${order.orderId}:${order.status}:${last?.at ?? ''}`;
    return { userId, mails, push, pushKey };
  }

  /** One pass over the outbox; how many events it did. */
  async function runOnce(): Promise<number> {
    const position = await repository.position();
    const [fresh, recent] = await Promise.all([
      deps.read(db, { type: 'order.updated', afterSeq: position, limit: BATCH }),
      deps.read(db, {
        type: 'order.updated',
        afterSeq: position,
        limit: 1_000,
        recentSeconds: RECENT_SECONDS,
      }),
    ]);
    const candidates = [...recent, ...fresh];
    if (candidates.length === 0) return 0;
    const plans = new Map<string, Awaited<ReturnType<typeof plan>>>();
    const done = await repository.doneEvents(
      db,
      candidates.map((event) => event.id),
    );
    for (const event of candidates) if (!done.has(event.id)) plans.set(event.id, await plan(event));
    return db.transaction().execute(async (trx) => {
      const current = await repository.lockPosition(trx);
      // Another instance did these meanwhile: what it did stands.
      const doneNow = await repository.doneEvents(trx, [...plans.keys()]);
      let count = 0;
      for (const [eventId, planned] of plans) {
        if (doneNow.has(eventId)) continue;
        if (planned) {
          const devices = planned.push ? await repository.subscriptionsOf(trx, planned.userId) : [];
          await repository.addDeliveries(trx, [
            ...planned.mails,
            ...devices.map((device) => ({
              eventId,
              userId: planned.userId,
              channel: 'push' as const,
              subscriptionId: device.id,
              dedupeKey: `push:${device.id}:${planned.pushKey}`,
              payload: planned.push,
            })),
          ]);
        }
        await repository.markEventDone(trx, eventId);
        count += 1;
      }
      const last = fresh.at(-1)?.seq;
      if (last !== undefined && BigInt(last) > BigInt(current)) await repository.setPosition(trx, last);
      return count;
    });
  }

  return { runOnce };
}
