import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { CompiledQuery } from 'kysely';
import { authHeaders, buildTestApp, registerUser, type TestApp } from './helper';
import {
  type CheckoutBody,
  FLAT_WHITE,
  OAT_MILK,
  OLIVERA,
  OLIVERA_OPEN,
  placeOrder,
  VANILLA,
} from './support/checkout';
import { outboxMails, waitForMail } from './support/outbox';

// Order mails (issue 29): the receipt of a new order and the mail when the café cancels one, in the
// customer's language, as text and HTML, through the mail outbox (DATA_DIR/outbox without SMTP_URL).

async function customerIn(app: FastifyInstance, language: 'en' | 'de', name: string) {
  const customer = await registerUser(app, { name });
  await app.db.updateTable('users').set({ language }).where('id', '=', customer.userId).execute();
  return customer;
}

/** Turns the customer's order mails on or off through the API; the settings it answers with. */
async function setOrderMails(app: FastifyInstance, accessToken: string, orderMails: boolean) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/notifications/settings',
    headers: authHeaders(accessToken),
    payload: { orderMails },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as { orderMails: boolean };
}

/** The subject of a decoded mail (nodemailer writes a non-ASCII one Q-encoded). */
function subjectOf(mail: string): string {
  const header = /^Subject: (.*)$/m.exec(mail)?.[1] ?? '';
  // Encoded words (long subjects are folded into several), their `?=` lost to decodeMail's soft breaks.
  const words = [...header.matchAll(/=\?UTF-8\?Q\?(.*?)\?/g)].map((match) => match[1] ?? '');
  return words.length === 0 ? header : words.join('').replaceAll('_', ' ');
}

/**
 * Runs one pass of the notifications worker and answers the SQL of the statements it ran outside a
 * transaction (through the database's executor: the reads and the marks, not the pass's transaction).
 */
async function statementsOfAPass(app: FastifyInstance): Promise<string[]> {
  const statements: string[] = [];
  const executor = app.db.getExecutor();
  const executeQuery = executor.executeQuery.bind(executor);
  executor.executeQuery = ((query: CompiledQuery) => {
    statements.push(query.sql);
    return executeQuery(query);
  }) as typeof executor.executeQuery;
  try {
    await app.features.notifications.worker.runOnce();
  } finally {
    executor.executeQuery = executeQuery;
  }
  return statements;
}

const flatWhiteOrder: CheckoutBody = {
  providerId: OLIVERA,
  items: [{ productId: FLAT_WHITE, quantity: 2, selectedExtraOptions: [OAT_MILK, VANILLA] }],
  paymentMethod: 'card',
  pickup: { asap: true as const },
};

describe('order mails', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ clock: () => new Date(OLIVERA_OPEN), notificationsPollMs: 50 });
  });
  after(() => t.close());

  test('the receipt in English: place, number, lines with extras, total, payment, points to earn, pickup', async () => {
    const customer = await customerIn(t.app, 'en', 'Jordi Vidal');
    const order = await placeOrder(t.app, customer.accessToken, flatWhiteOrder);
    const mail = await waitForMail(t.config.dataDir, customer.email, /Your order \d{3} at Café Olivera/);
    assert.match(subjectOf(mail), new RegExp(`^Your order ${order.number} at Café Olivera$`));
    assert.match(mail, /Hello Jordi Vidal,/);
    assert.match(mail, /Thank you for your order\. Here is your receipt\./);
    const line = order.lines[0];
    assert.ok(line);
    assert.match(
      mail,
      new RegExp(`2 × ${line.name} \\(${line.extras.map((extra) => extra.name).join(', ')}\\)`),
    );
    assert.match(mail, new RegExp(`Order number: ${order.number}`));
    assert.match(mail, /Pickup: as soon as possible/);
    assert.match(mail, /Payment: card at the counter/);
    assert.match(mail, new RegExp(`Total: €${(order.total / 100).toFixed(2)}`));
    assert.match(mail, new RegExp(`Points you earn when you collect it: ${order.pointsEarned}`));
    assert.match(mail, new RegExp(`/orders/${order.orderId}`));
    // The HTML part beside the text.
    assert.match(mail, /Content-Type: text\/html/);
    assert.match(mail, /<th align="left">Order number<\/th><td>\d{3}<\/td>/);
  });

  test("the receipt in German, with a pickup time in the place's time zone, and the cancellation with reason and refund", async () => {
    const customer = await customerIn(t.app, 'de', 'Lena Vogel');
    const times = await t.app.inject({
      url: `/api/providers/${OLIVERA}/pickup-times`,
      headers: authHeaders(customer.accessToken),
    });
    const at = times.json().data.times[0] as string;
    const order = await placeOrder(t.app, customer.accessToken, { ...flatWhiteOrder, pickup: { at } });
    const receipt = await waitForMail(
      t.config.dataDir,
      customer.email,
      /Deine Bestellung \d{3} bei Café Olivera/,
    );
    assert.match(receipt, /Hallo Lena Vogel,/);
    assert.match(receipt, /Danke für deine Bestellung\. Hier ist dein Beleg\./);
    const local = new Intl.DateTimeFormat('de', {
      timeZone: 'Europe/Madrid',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(at));
    assert.ok(receipt.includes(`Abholung: ${local}`), `pickup ${local}`);
    assert.match(receipt, /Zahlung: mit Karte an der Theke/);
    assert.match(receipt, new RegExp(`Summe: ${((order.total / 100).toFixed(2)).replace('.', ',')}\\s€`));

    await t.app.features.orders.service.move(order.orderId, 'cancelled', 'Milch ist aus');
    const cancelled = await waitForMail(t.config.dataDir, customer.email, /wurde storniert/);
    assert.equal(subjectOf(cancelled), `Deine Bestellung ${order.number} bei Café Olivera wurde storniert`);
    assert.match(cancelled, /Grund: Milch ist aus/);
    assert.match(cancelled, /Dir wurde nichts berechnet\./);
  });

  test('with order mails off, no receipt is sent', async () => {
    const customer = await customerIn(t.app, 'en', 'Pau Serra');
    assert.equal((await setOrderMails(t.app, customer.accessToken, false)).orderMails, false);
    const first = await placeOrder(t.app, customer.accessToken, flatWhiteOrder);
    // A pass that starts after the order's commit has handled its event (the first may have begun before).
    await t.app.features.notifications.worker.runOnce();
    await t.app.features.notifications.worker.runOnce();
    // Turned on again: the next order's receipt comes, and is the only one (the first order's never does).
    await setOrderMails(t.app, customer.accessToken, true);
    const second = await placeOrder(t.app, customer.accessToken, flatWhiteOrder);
    await waitForMail(t.config.dataDir, customer.email, new RegExp(`Your order ${second.number} at`));
    await t.app.features.notifications.worker.runOnce();
    const mine = (await outboxMails(t.config.dataDir)).filter((mail) =>
      mail.toLowerCase().includes(`to: ${customer.email.toLowerCase()}`),
    );
    assert.equal(mine.length, 1);
    assert.ok(!mine[0]?.includes(`/orders/${first.orderId}`));
  });
});

describe('order mails, many events in one pass', () => {
  test("one pass over several customers' new orders writes each receipt once, none for who turned them off", async () => {
    // No pass of its own: the test runs the one pass, after every order is placed.
    const t = await buildTestApp({ clock: () => new Date(OLIVERA_OPEN), notificationsPollMs: 0 });
    try {
      const ana = await customerIn(t.app, 'en', 'Ana Soler');
      const jonas = await customerIn(t.app, 'de', 'Jonas Weber');
      const quiet = await customerIn(t.app, 'en', 'Quim Roca');
      await setOrderMails(t.app, quiet.accessToken, false);
      const anasFirst = await placeOrder(t.app, ana.accessToken, flatWhiteOrder);
      const jonasOrder = await placeOrder(t.app, jonas.accessToken, flatWhiteOrder);
      await placeOrder(t.app, quiet.accessToken, flatWhiteOrder);
      const anasSecond = await placeOrder(t.app, ana.accessToken, flatWhiteOrder);

      // The pass's statements that mark deliveries sent.
      const marks = (await statementsOfAPass(t.app)).filter((text) =>
        /^update "notification_deliveries" set "sent_at"/.test(text),
      );
      const mails = await outboxMails(t.config.dataDir);
      const to = (customer: { email: string }) =>
        mails.filter((mail) => mail.toLowerCase().includes(`to: ${customer.email.toLowerCase()}`));
      assert.deepEqual(
        to(ana)
          .map((mail) => /Your order (\d+) at/.exec(subjectOf(mail))?.[1])
          .sort(),
        [anasFirst.number, anasSecond.number].sort(),
      );
      assert.equal(to(jonas).length, 1);
      assert.match(subjectOf(to(jonas)[0] ?? ''), new RegExp(`${jonasOrder.number}`));
      assert.equal(to(quiet).length, 0);
      // Each receipt written is marked sent (the marks of one pass go together), none left leased.
      const deliveries = await t.app.db
        .selectFrom('notification_deliveries')
        .select(['sent_at', 'leased_until'])
        .execute();
      assert.equal(deliveries.length, 3);
      assert.ok(deliveries.every((delivery) => delivery.sent_at !== null && delivery.leased_until === null));
      assert.equal(marks.length, 1, 'the three receipts are marked sent in one statement');
      // Every event of the pass is done: another pass writes nothing more.
      await t.app.features.notifications.worker.runOnce();
      assert.equal((await outboxMails(t.config.dataDir)).length, mails.length);
    } finally {
      await t.close();
    }
  });

  test('a pass that drains a busy outbox looks back for late commits once, on its first round', async () => {
    const t = await buildTestApp({ clock: () => new Date(OLIVERA_OPEN), notificationsPollMs: 0 });
    try {
      const ana = await customerIn(t.app, 'en', 'Ana Soler');
      const placed = await placeOrder(t.app, ana.accessToken, flatWhiteOrder);
      await t.app.features.notifications.worker.runOnce();
      // 250 changes of the order (a round reads 100 new events): nothing to mail, each to be done.
      await t.app.db.transaction().execute(async (trx) => {
        for (let index = 0; index < 250; index += 1) {
          await t.app.features.events.outbox.append(
            trx,
            { userId: ana.userId },
            { type: 'order.updated', order: { ...placed, status: 'preparing' } },
          );
        }
      });
      const statements = await statementsOfAPass(t.app);
      const reads = {
        window: statements.filter((text) =>
          /^select "id" from "event_outbox" where "created_at" > now\(\)/.test(text),
        ).length,
        fresh: statements.filter((text) =>
          /^select .* from "event_outbox" where "type" = \$1 and "seq" > \$2/.test(text),
        ).length,
      };
      assert.equal(reads.fresh, 4, 'rounds of 100, 100 and 50 new events, then none');
      assert.equal(reads.window, 1);
      const done = await t.app.db
        .selectFrom('notification_events_done')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      assert.ok(Number(done.count) >= 251, `${done.count} events done`);
    } finally {
      await t.close();
    }
  });
});
