// An order event appended before the notifications consumer's position but committed after it (its
// transaction was still open while later events were read) still gets its mail: the consumer reads the
// last two minutes at or before its position again (consumer.ts, recentIdsForConsumer). Two transactions
// at once need PostgreSQL (PGlite runs one at a time): server/test/run.ts adds this file to a full run
// only when DATABASE_URL is set, as .ci/run's second server run does.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { buildTestApp, registerUser } from './helper';
import { type CheckoutBody, FLAT_WHITE, OLIVERA, OLIVERA_OPEN, placeOrder } from './support/checkout';
import { holdTransaction } from './support/held-transaction';
import { outboxMails } from './support/outbox';

if (!process.env.DATABASE_URL) {
  throw new Error('notifications-late-commit.pg.ts needs DATABASE_URL (see server/test/run.ts)');
}

const order: CheckoutBody = {
  providerId: OLIVERA,
  items: [{ productId: FLAT_WHITE, quantity: 1, selectedExtraOptions: [] }],
  paymentMethod: 'cash',
  pickup: { asap: true as const },
};

describe('order mails of an event committed after the consumer passed it', () => {
  test('the receipt is sent by the next pass, once', async () => {
    const t = await buildTestApp({ clock: () => new Date(OLIVERA_OPEN), notificationsPollMs: 0 });
    try {
      const early = await registerUser(t.app, { name: 'Ona Ferrer' });
      const later = await registerUser(t.app, { name: 'Biel Mas' });
      const placed = await placeOrder(t.app, early.accessToken, order);
      // The late event: a receipt-worthy order.updated of `early`'s, appended in a transaction that stays
      // open while `later` orders and a pass reads past it.
      const lateOrder = { ...placed, orderId: randomUUID(), number: '987' };
      const late = await holdTransaction(t.app.db, (trx) =>
        t.app.features.events.outbox.append(
          trx,
          { userId: early.userId },
          { type: 'order.updated', order: lateOrder },
        ),
      );
      const subjects = async () =>
        (await outboxMails(t.config.dataDir)).flatMap((mail) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? []);
      let beforeCommit: string[];
      try {
        const laterOrder = await placeOrder(t.app, later.accessToken, order);
        await t.app.features.notifications.worker.runOnce();
        beforeCommit = await subjects();
        assert.ok(beforeCommit.some((subject) => subject.includes(placed.number)));
        assert.ok(beforeCommit.some((subject) => subject.includes(laterOrder.number)));
        assert.ok(!beforeCommit.some((subject) => subject.includes('987')), 'not committed yet');
        await late.commit();
      } finally {
        // Ends the transaction if an assertion above failed: the app's close would wait for it for ever.
        await late.rollback();
      }

      await t.app.features.notifications.worker.runOnce();
      const afterCommit = await subjects();
      assert.equal(afterCommit.filter((subject) => subject.includes('987')).length, 1);
      assert.equal(afterCommit.length, beforeCommit.length + 1);
      // Done: a further pass sends nothing more.
      await t.app.features.notifications.worker.runOnce();
      assert.equal((await subjects()).length, afterCommit.length);
    } finally {
      await t.close();
    }
  });
});
