import { randomUUID } from 'node:crypto';
import { type Expression, sql } from 'kysely';
import type { Db, Trx } from '../../db/schema';

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface NewDelivery {
  eventId: string;
  userId: string;
  channel: 'push' | 'mail';
  subscriptionId: string | null;
  dedupeKey: string;
  payload: unknown;
}

/** A delivery a sender holds, with its device's subscription for a push. */
export interface ClaimedDelivery {
  id: string;
  channel: 'push' | 'mail';
  payload: unknown;
  attempts: number;
  subscription: (PushSubscriptionInput & { id: string }) | null;
}

/** The notifications' tables (0017_notifications.sql). */
export function createNotificationsRepository(db: Db) {
  return {
    /** Stores the device's subscription for the user (an endpoint another account had moves to this one). */
    async saveSubscription(userId: string, input: PushSubscriptionInput): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('push_subscriptions')
          .select(['id', 'user_id'])
          .where('endpoint', '=', input.endpoint)
          .forUpdate()
          .executeTakeFirst();
        // Another account's device now belongs to this one: what was pending for the other is dropped.
        if (existing && existing.user_id !== userId) {
          await trx.deleteFrom('push_subscriptions').where('id', '=', existing.id).execute();
        } else if (existing) {
          await trx
            .updateTable('push_subscriptions')
            .set({ p256dh: input.p256dh, auth: input.auth })
            .where('id', '=', existing.id)
            .execute();
          return;
        }
        await trx
          .insertInto('push_subscriptions')
          .values({ id: randomUUID(), user_id: userId, ...input })
          .execute();
      });
    },

    /** Removes the user's subscription with this endpoint (and what was still to send to it). */
    async deleteSubscription(userId: string, endpoint: string): Promise<void> {
      await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('endpoint', '=', endpoint)
        .execute();
    },

    /** A subscription the push service says is gone (404, 410). */
    async deleteSubscriptionById(subscriptionId: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('id', '=', subscriptionId).execute();
    },

    /** The devices of each of `userIds` that has any, by user. */
    async subscriptionsOfUsers(
      executor: Db | Trx,
      userIds: readonly string[],
    ): Promise<Map<string, string[]>> {
      const devices = new Map<string, string[]>();
      if (userIds.length === 0) return devices;
      const rows = await executor
        .selectFrom('push_subscriptions')
        .select(['id', 'user_id'])
        .where('user_id', 'in', userIds)
        .orderBy('created_at')
        .execute();
      for (const row of rows) {
        const ofUser = devices.get(row.user_id);
        if (ofUser) ofUser.push(row.id);
        else devices.set(row.user_id, [row.id]);
      }
      return devices;
    },

    async countSubscriptions(userId: string): Promise<number> {
      const row = await db
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Whether the user wants order mails: `orderMailsOfUser`, the rule the consumer reads too. */
    async orderMails(userId: string, executor: Db | Trx = db): Promise<boolean> {
      const row = await executor
        .selectNoFrom(orderMailsOfUser(sql.val(userId)).as('order_mails'))
        .executeTakeFirstOrThrow();
      return row.order_mails;
    },

    async setOrderMails(userId: string, orderMails: boolean): Promise<void> {
      await db
        .insertInto('notification_preferences')
        .values({ user_id: userId, order_mails: orderMails })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ order_mails: orderMails, updated_at: sql`now()` }),
        )
        .execute();
    },

    /** The consumer's position. */
    async position(): Promise<string> {
      const row = await db.selectFrom('notification_position').select('seq').executeTakeFirstOrThrow();
      return String(row.seq);
    },

    /** The consumer's position, locked until `trx` ends (one instance reads the outbox at a time). */
    async lockPosition(trx: Trx): Promise<string> {
      const row = await trx
        .selectFrom('notification_position')
        .select('seq')
        .forUpdate()
        .executeTakeFirstOrThrow();
      return String(row.seq);
    },

    async setPosition(trx: Trx, seq: string): Promise<void> {
      await trx.updateTable('notification_position').set({ seq }).execute();
    },

    /** Of these event ids, those already turned into deliveries. */
    async doneEvents(trx: Db | Trx, eventIds: string[]): Promise<Set<string>> {
      if (eventIds.length === 0) return new Set();
      const rows = await trx
        .selectFrom('notification_events_done')
        .select('event_id')
        .where('event_id', 'in', eventIds)
        .execute();
      return new Set(rows.map((row) => row.event_id));
    },

    async markEventsDone(trx: Trx, eventIds: readonly string[]): Promise<void> {
      if (eventIds.length === 0) return;
      await trx
        .insertInto('notification_events_done')
        .values(eventIds.map((eventId) => ({ event_id: eventId })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** Adds deliveries; one whose dedupe key exists already is not added again. */
    async addDeliveries(trx: Trx, deliveries: NewDelivery[]): Promise<void> {
      if (deliveries.length === 0) return;
      await trx
        .insertInto('notification_deliveries')
        .values(
          deliveries.map((delivery) => ({
            id: randomUUID(),
            event_id: delivery.eventId,
            user_id: delivery.userId,
            channel: delivery.channel,
            subscription_id: delivery.subscriptionId,
            dedupe_key: delivery.dedupeKey,
            payload: JSON.stringify(delivery.payload),
          })),
        )
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .execute();
    },

    /**
     * Takes up to `limit` due deliveries for `leaseSeconds` (SKIP LOCKED: instances never take the same
     * one; a sender that dies lets it go when the lease ends) and counts the attempt.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
      return db.transaction().execute(async (trx) => {
        const due = await trx
          .selectFrom('notification_deliveries')
          .select('id')
          .where('sent_at', 'is', null)
          .where('failed_at', 'is', null)
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<', sql<Date>`now()`)]))
          .orderBy('next_attempt_at')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        if (due.length === 0) return [];
        const ids = due.map((row) => row.id);
        await trx
          .updateTable('notification_deliveries')
          .set({
            leased_until: sql`now() + make_interval(secs => ${leaseSeconds})`,
            attempts: sql`attempts + 1`,
          })
          .where('id', 'in', ids)
          .execute();
        const rows = await trx
          .selectFrom('notification_deliveries as d')
          .leftJoin('push_subscriptions as s', 's.id', 'd.subscription_id')
          .select([
            'd.id',
            'd.channel',
            'd.payload',
            'd.attempts',
            's.id as sid',
            's.endpoint',
            's.p256dh',
            's.auth',
          ])
          .where('d.id', 'in', ids)
          .execute();
        return rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          payload: row.payload,
          attempts: row.attempts,
          subscription:
            row.sid && row.endpoint && row.p256dh && row.auth
              ? { id: row.sid, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth }
              : null,
        }));
      });
    },

    /** Marks the deliveries sent, in one statement (a sender's pass marks what it sent together). */
    async markSent(deliveryIds: readonly string[]): Promise<void> {
      if (deliveryIds.length === 0) return;
      await db
        .updateTable('notification_deliveries')
        .set({ sent_at: sql`now()`, leased_until: null, last_error: null })
        .where('id', 'in', deliveryIds)
        .execute();
    },

    async retryLater(deliveryId: string, delaySeconds: number, error: string): Promise<void> {
      await db
        .updateTable('notification_deliveries')
        .set({
          next_attempt_at: sql`now() + make_interval(secs => ${delaySeconds})`,
          leased_until: null,
          last_error: error.slice(0, 500),
        })
        .where('id', '=', deliveryId)
        .execute();
    },

    async markFailed(deliveryId: string, error: string): Promise<void> {
      await db
        .updateTable('notification_deliveries')
        .set({ failed_at: sql`now()`, leased_until: null, last_error: error.slice(0, 500) })
        .where('id', '=', deliveryId)
        .execute();
    },

    /** Forgets what is done: deliveries sent or given up a day ago, events done longer ago than the outbox keeps them. */
    async purge(): Promise<void> {
      await db
        .deleteFrom('notification_deliveries')
        .where((eb) =>
          eb.or([
            eb('sent_at', '<', sql<Date>`now() - interval '1 day'`),
            eb('failed_at', '<', sql<Date>`now() - interval '1 day'`),
          ]),
        )
        .execute();
      await db
        .deleteFrom('notification_events_done')
        .where('done_at', '<', sql<Date>`now() - interval '8 days'`)
        .execute();
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

/** Whether a user wants order mails (yes unless they turned them off), as SQL over a users id. */
export function orderMailsOfUser(userId: Expression<string>) {
  return sql<boolean>`coalesce((select np.order_mails from notification_preferences np where np.user_id = ${userId}), true)`;
}
