import type { Db } from '../../db/schema';
import { defineFeature } from '../../lib/features';
import type { Mailer } from '../../lib/mailer';
import type { CatalogFeature } from '../catalog';
import type { EventsFeature } from '../events';
import { CANCELLED_BY_CUSTOMER } from '../orders';
import type { UsersFeature } from '../users';
import { type Customer, createNotificationsConsumer } from './consumer';
import { createNotificationsHandlers } from './handlers';
import { createNotificationsRepository, orderMailsOfUser } from './repository';
import { createNotificationsSender } from './sender';

/** How often the published deliveries and done events are cleared. */
const PURGE_EVERY_MS = 10 * 60_000;

/**
 * Reaching the customer when the app is closed: Web Push to each device they subscribed (an order is
 * ready, the café cancelled it) and order mails (the receipt, a cancellation), unless turned off. A
 * consumer of the events outbox: `worker` turns committed `order.updated` events into deliveries and
 * sends them, on every instance (they share the work through the database), every `pollMs`.
 */
export function createNotificationsFeature(deps: {
  db: Db;
  mailer: Mailer;
  reads: EventsFeature['consumerReads'];
  customers: (userIds: readonly string[]) => Promise<Map<string, Customer>>;
  timezoneOf: (providerId: string) => Promise<string>;
  publicUrl: string;
  vapid: { publicKey: string; privateKey: string; subject: string };
  extraServiceOrigins: readonly string[];
  pollMs: number;
  onError: (error: unknown, context: string) => void;
}) {
  const repository = createNotificationsRepository(deps.db);
  const consumer = createNotificationsConsumer({
    db: deps.db,
    repository,
    reads: deps.reads,
    customers: deps.customers,
    timezoneOf: deps.timezoneOf,
    publicUrl: deps.publicUrl,
    cancelledByCustomer: CANCELLED_BY_CUSTOMER,
  });
  const sender = createNotificationsSender({
    repository,
    mailer: deps.mailer,
    vapid: deps.vapid,
    onError: deps.onError,
  });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let lastPurge = 0;

  /**
   * Turns what the outbox holds into deliveries, then sends what is due. The first pass also looks back
   * for events that committed late; the passes after it read only what is new.
   */
  async function runOnce(): Promise<void> {
    let recheckRecent = true;
    while ((await consumer.runOnce({ recheckRecent })) > 0) recheckRecent = false;
    while ((await sender.runOnce()) > 0) {}
    if (Date.now() - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await repository.purge();
    }
  }

  function tick() {
    running ??= runOnce()
      .catch((error) => deps.onError(error, 'Notifications pass failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    repository,
    handlers: createNotificationsHandlers({
      repository,
      vapidPublicKey: deps.vapid.publicKey,
      extraServiceOrigins: deps.extraServiceOrigins,
    }),
    worker: {
      /** One pass now (tests); resolves when done (also when one is running). */
      runOnce: tick,
      /** Passes every `pollMs` (none when 0) until `stop`; app.ts starts it after the migrations. */
      start() {
        if (deps.pollMs <= 0 || timer) return;
        timer = setInterval(tick, deps.pollMs);
        timer.unref();
      },
      /** Stops passing and waits for a pass under way (before the database closes). */
      async stop() {
        clearInterval(timer);
        timer = undefined;
        await running;
      },
    },
  };
}

export const notificationsFeature = defineFeature({
  name: 'notifications',
  dependencies: ['events', 'users', 'catalog'],
  build: (
    { db, mailer, config, log },
    needs: {
      events: Pick<EventsFeature, 'consumerReads'>;
      users: Pick<UsersFeature, 'repository'>;
      catalog: Pick<CatalogFeature, 'repository'>;
    },
  ) => {
    const customersWith = needs.users.repository.usersWith({ orderMails: orderMailsOfUser });
    return createNotificationsFeature({
      db,
      mailer,
      reads: needs.events.consumerReads,
      // The customers of a pass's events, with their mail preference, in one statement.
      customers: async (userIds) => {
        const found = await customersWith(userIds);
        return new Map(
          [...found].map(([userId, user]) => [
            userId,
            { email: user.email, name: user.name, language: user.language, orderMails: user.orderMails },
          ]),
        );
      },
      timezoneOf: async (providerId) =>
        (await needs.catalog.repository.findProvider(providerId))?.timezone ?? 'UTC',
      publicUrl: config.publicUrl,
      vapid: config.push.vapid,
      extraServiceOrigins: config.push.extraServiceOrigins,
      pollMs: config.notificationsPollMs,
      onError: (error, context) => log.error({ err: error }, context),
    });
  },
});
