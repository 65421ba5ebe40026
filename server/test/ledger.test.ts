import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { migrate } from '../src/db/migrator';
import { DEMO_USER, seedDemoData } from '../src/demo-data';
import {
  createLedgerRepository,
  DuplicateReferenceError,
  InsufficientPointsError,
  type LedgerRepository,
} from '../src/features/points/repository';
import { authHeaders, buildTestApp, loginTokens, registerUser, type TestApp } from './helper';
import { demoCatalog } from './support/catalog';
import { migratedBefore } from './support/migrations';

describe('points ledger', () => {
  let t: TestApp;
  let ledger: LedgerRepository;
  before(async () => {
    t = await buildTestApp();
    ledger = createLedgerRepository(t.app.db);
  });
  after(() => t.close());

  const debit = (userId: string, points: number, reference: string) =>
    t.app.db
      .transaction()
      .execute((trx) => ledger.debit(trx, { userId, points, reason: 'staff_redeemed', reference }));
  /** A debit in a transaction that then fails (its order could not be stored): refused with `reason`. */
  const debitThenFail = (userId: string, points: number, reason: string) =>
    assert.rejects(
      t.app.db.transaction().execute(async (trx) => {
        await ledger.debit(trx, { userId, points, reason: 'staff_redeemed', reference: 'rolled-back' });
        throw new Error(reason);
      }),
      new RegExp(reason),
    );

  test('the balance is the sum of the movements, and getMyUser shows it', async () => {
    const user = await registerUser(t.app);
    assert.equal(await ledger.balance(user.userId), 0);
    assert.equal(
      await ledger.credit({ userId: user.userId, points: 120, reason: 'welcome_bonus', reference: 'w-1' }),
      true,
    );
    assert.equal(await debit(user.userId, 20, 'order-1'), 100);
    assert.equal(await ledger.balance(user.userId), 100);
    const me = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(user.accessToken) });
    assert.equal(me.json().data.loyaltyPoints, 100);
    const history = await ledger.history(user.userId);
    assert.deepEqual(
      history.map((entry) => [entry.delta, entry.reason, entry.reference]).sort(),
      [
        [-20, 'staff_redeemed', 'order-1'],
        [120, 'welcome_bonus', 'w-1'],
      ].sort(),
    );
  });

  test('a reference moves points once', async () => {
    const user = await registerUser(t.app);
    const bonus = { userId: user.userId, points: 50, reason: 'welcome_bonus', reference: 'once' } as const;
    assert.equal(await ledger.credit(bonus), true);
    assert.equal(await ledger.credit(bonus), false);
    assert.equal(await ledger.balance(user.userId), 50);
    await debit(user.userId, 10, 'order-a');
    await assert.rejects(debit(user.userId, 10, 'order-a'), DuplicateReferenceError);
    assert.equal(await ledger.balance(user.userId), 40);
  });

  test('a debit above the balance is refused and writes nothing; so are non-positive amounts', async () => {
    const user = await registerUser(t.app);
    await ledger.credit({ userId: user.userId, points: 30, reason: 'welcome_bonus', reference: 'w' });
    await assert.rejects(debit(user.userId, 31, 'too-much'), (error: unknown) => {
      assert.ok(error instanceof InsufficientPointsError);
      assert.deepEqual([error.balance, error.needed], [30, 31]);
      return true;
    });
    await assert.rejects(debit(user.userId, 0, 'zero'), RangeError);
    await assert.rejects(
      ledger.credit({ userId: user.userId, points: -5, reason: 'welcome_bonus', reference: 'neg' }),
      RangeError,
    );
    assert.equal(await ledger.balance(user.userId), 30);
    assert.equal((await ledger.history(user.userId)).length, 1);
  });

  test('a debit rolls back with the transaction it is part of', async () => {
    const user = await registerUser(t.app);
    await ledger.credit({ userId: user.userId, points: 40, reason: 'welcome_bonus', reference: 'w' });
    await debitThenFail(user.userId, 25, 'the order could not be stored');
    assert.equal(await ledger.balance(user.userId), 40);
  });

  test('concurrent debits never drive the balance below zero', async () => {
    const user = await registerUser(t.app);
    await ledger.credit({ userId: user.userId, points: 100, reason: 'welcome_bonus', reference: 'w' });
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) => debit(user.userId, 30, `order-${index}`)),
    );
    const succeeded = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.filter(
      (attempt) => attempt.status === 'rejected' && attempt.reason instanceof InsufficientPointsError,
    );
    assert.equal(succeeded.length, 3);
    assert.equal(refused.length, 3);
    assert.equal(await ledger.balance(user.userId), 10);
  });
  test('the database keeps each balance as rows are written, in any number per statement, and keeps the ledger append-only', async () => {
    const [first, second] = [await registerUser(t.app), await registerUser(t.app)];
    const stored = async (userId: string) =>
      await t.app.db
        .selectFrom('users')
        .select([
          'points_balance',
          sql<number>`(select coalesce(sum(delta), 0)::int from points_ledger where user_id = users.id)`.as(
            'sum',
          ),
        ])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    // One statement, rows of two customers, written as a restore or a bulk load would.
    await t.app.db
      .insertInto('points_ledger')
      .values([
        { user_id: first.userId, delta: 70, reason: 'adjusted', reference: 'bulk-1' },
        { user_id: second.userId, delta: 5, reason: 'adjusted', reference: 'bulk-1' },
        { user_id: first.userId, delta: -20, reason: 'adjusted', reference: 'bulk-2' },
      ])
      .execute();
    assert.deepEqual(await stored(first.userId), { points_balance: 50, sum: 50 });
    assert.deepEqual(await stored(second.userId), { points_balance: 5, sum: 5 });
    await ledger.credit({ userId: second.userId, points: 40, reason: 'welcome_bonus', reference: 'w' });
    assert.equal(await debit(second.userId, 45, 'all-of-it'), 0);
    assert.deepEqual(await stored(second.userId), { points_balance: 0, sum: 0 });
    // A debit the balance cannot cover, and a transaction that rolls back, leave the balance as it was.
    await assert.rejects(debit(first.userId, 51, 'too-much'), InsufficientPointsError);
    await debitThenFail(first.userId, 10, 'the order failed');
    assert.deepEqual(await stored(first.userId), { points_balance: 50, sum: 50 });
    // A movement's points or owner never change, and no movement is deleted: the balance stays theirs.
    const changed = t.app.db
      .updateTable('points_ledger')
      .set({ delta: 500 })
      .where('user_id', '=', first.userId);
    await assert.rejects(changed.execute(), /append-only/);
    await assert.rejects(
      t.app.db
        .updateTable('points_ledger')
        .set({ user_id: second.userId })
        .where('user_id', '=', first.userId)
        .execute(),
      /append-only/,
    );
    await assert.rejects(
      t.app.db.deleteFrom('points_ledger').where('user_id', '=', first.userId).execute(),
      /append-only/,
    );
    assert.deepEqual(await stored(first.userId), { points_balance: 50, sum: 50 });
    // The app never writes the column (the schema's type has no insert or update for it).
    const me = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(first.accessToken) });
    assert.equal(me.json().data.loyaltyPoints, 50);
  });

  test('the demo customer’s 250 points are rows of the ledger, and seeding again adds none', async () => {
    const { accessToken } = await loginTokens(t.app, DEMO_USER.email, DEMO_USER.password);
    const read = async () =>
      (await t.app.inject({ url: '/api/points/history', headers: authHeaders(accessToken) })).json().data;
    const history = await read();
    assert.equal(history.balance, 250);
    assert.deepEqual(
      history.entries.map((entry: { delta: number; reason: string }) => [entry.reason, entry.delta]).sort(),
      [
        ['staff_awarded', 50],
        ['welcome_bonus', 200],
      ],
    );
    assert.equal(await ledger.balance(DEMO_USER.id), 250);
    await seedDemoData(t.app.db, demoCatalog(t.app.db));
    assert.equal((await read()).balance, 250);
    const me = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(accessToken) });
    assert.equal(me.json().data.loyaltyPoints, 250);
  });

  test('listMyPointsHistory pages the caller’s own rows, newest first, with the balance', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    await ledger.credit({ userId: other.userId, points: 999, reason: 'welcome_bonus', reference: 'other' });
    for (let index = 1; index <= 5; index += 1) {
      await ledger.credit({
        userId: user.userId,
        points: index,
        reason: 'adjusted',
        reference: `r-${index}`,
      });
    }
    const seen: { delta: number; createdAt: string }[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await t.app.inject({
        url: `/api/points/history?limit=2${query}`,
        headers: authHeaders(user.accessToken),
      });
      assert.equal(response.statusCode, 200, response.body);
      const page: {
        balance: number;
        entries: { delta: number; createdAt: string }[];
        nextCursor: string | null;
      } = response.json().data;
      assert.equal(page.balance, 15);
      assert.ok(page.entries.length <= 2);
      seen.push(...page.entries);
      cursor = page.nextCursor;
    } while (cursor);
    // Every row once, newest first (rows of the same millisecond in either order).
    assert.deepEqual(seen.map((entry) => entry.delta).sort(), [1, 2, 3, 4, 5]);
    const times = seen.map((entry) => entry.createdAt);
    assert.deepEqual(times, [...times].sort().reverse());
    const anonymous = await t.app.inject({ url: '/api/points/history' });
    assert.equal(anonymous.statusCode, 401);
  });
});

describe('0023_points_balance.sql on an existing database', () => {
  test('each user starts with the sum of their rows, and later movements add to it', async () => {
    const before = await migratedBefore('0023');
    const { database } = before;
    try {
      const { db } = database;
      const rich = randomUUID();
      const spent = randomUUID();
      const none = randomUUID();
      await sql`INSERT INTO users (id, email, name) VALUES
        (${rich}, ${`${rich}@example.com`}, 'Rich'), (${spent}, ${`${spent}@example.com`}, 'Spent'),
        (${none}, ${`${none}@example.com`}, 'None')`.execute(db);
      await sql`INSERT INTO points_ledger (user_id, delta, reason, reference) VALUES
        (${rich}, 200, 'welcome_bonus', 'w'), (${rich}, 30, 'staff_awarded', 'a'), (${rich}, -80, 'staff_redeemed', 'r'),
        (${spent}, 40, 'welcome_bonus', 'w'), (${spent}, -40, 'staff_redeemed', 'r')`.execute(db);

      // The migrations after it (if any) come with it; 0023 is the first one this database lacks.
      assert.equal((await migrate(database.migrationTarget))[0], '0023_points_balance.sql');
      const balances = async () =>
        Object.fromEntries(
          (await db.selectFrom('users').select(['id', 'points_balance']).execute()).map((row) => [
            row.id,
            row.points_balance,
          ]),
        );
      assert.deepEqual(await balances(), { [rich]: 150, [spent]: 0, [none]: 0 });

      const migratedLedger = createLedgerRepository(db);
      await migratedLedger.credit({ userId: none, points: 12, reason: 'adjusted', reference: 'after' });
      assert.equal(
        await db.transaction().execute((trx) =>
          migratedLedger.debit(trx, {
            userId: rich,
            points: 150,
            reason: 'staff_redeemed',
            reference: 'r2',
          }),
        ),
        0,
      );
      assert.deepEqual(await balances(), { [rich]: 0, [spent]: 0, [none]: 12 });
    } finally {
      await before.close();
    }
  });
});
