import { randomUUID } from 'node:crypto';
import { type Expression, type Insertable, type QueryCreator, type Selectable, sql } from 'kysely';
import { activeOrderStatuses } from '../../api/contract.gen';
import type { Schema } from '../../api/handler';
import { compileOnce } from '../../db/compile-once';
import type {
  Database,
  Db,
  OrderLinesTable,
  OrdersTable,
  StoredOrderLineExtra,
  StoredTranslations,
  Trx,
} from '../../db/schema';
import { apiTime, apiTimeMs, apiTimeText } from '../../lib/api-time';
import { type Clock, systemClock } from '../../lib/clock';
import { cursorTime, type PagePosition, pageOf } from '../../lib/cursor';
import { outboxInsert, type PublishedEvent } from '../events';
import { debitInsert, type LedgerMovement } from '../points';
import type { QueuedAhead } from './queue-count';
import { estimateReadyAt, isQueued, ordersAheadColumn, queueSettingsOf } from './ready-estimate';

type Order = Schema<'Order'>;
type OrderStatus = Schema<'OrderStatus'>;
type OrderCanceller = Schema<'OrderCanceller'>;
type Language = Schema<'Language'>;

/**
 * A name sold in several languages in `language`: else in English (always there), else in the place's
 * language (ARCHITECTURE.md's rule for an order's snapshot), else `fallback` (lines sold before 0009).
 */
function soldName(names: StoredTranslations, language: Language, placeLanguage: Language, fallback: string) {
  return names[language] || names.en || names[placeLanguage] || fallback;
}

/** The first word of a name (what the staff's tickets call the customer), within the contract's 100. */
const firstWord = (name: string) => (name.trim().split(/\s+/)[0] ?? '').slice(0, 100);

export interface NewOrderLine {
  productId: string;
  /** The English name; `names` has it in every language the product had. */
  name: string;
  names: StoredTranslations;
  imageUrl: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  pointsPrice: number;
  loyaltyPoints: number;
  extras: StoredOrderLineExtra[];
}

export interface NewOrder {
  userId: string;
  providerId: string;
  number: string;
  businessDate: string;
  paymentMethod: Schema<'PaymentMethod'>;
  currency: string;
  total: number;
  pointsSpent: number;
  pointsEarned: number;
  pickupAt: Date | null;
  idempotencyKey: string;
  requestHash: string;
  lines: NewOrderLine[];
}

/** The columns a status change decides on, read under the order's row lock. */
export interface LockedOrder {
  id: string;
  userId: string;
  providerId: string;
  status: OrderStatus;
  paymentMethod: Schema<'PaymentMethod'>;
  pointsSpent: number;
  pointsEarned: number;
}

const NUMBERS_PER_DAY = 999;

/** The most of one customer's open orders the counter lists (CounterCustomer.openOrders' maxItems). */
const COUNTER_OPEN_ORDERS_MAX = 50;
/** The longest items summary the counter shows (CounterOpenOrder.items' maxLength). */
const ITEMS_SUMMARY_MAX = 500;

/**
 * When an order counts as due: its pickup time, or when it was placed for an asap order. A SQL
 * expression over `orders`.
 */
const dueAt = sql<Date>`coalesce(orders.pickup_at, orders.created_at)`;

/** `due` plus `minutes` of the place (a column of `providers`) is before `now`. */
function pastDue(minutesColumn: 'pending_flag_minutes' | 'pending_cancel_minutes', now: Date) {
  return sql<boolean>`(${dueAt} + providers.${sql.ref(minutesColumn)} * interval '1 minute' < ${now})`;
}

/** The most orders the staff's "recently completed" list shows (listRecentStaffOrders' maxItems). */
const RECENT_LIMIT = 50;

/** Whether an order's last change (`orders.updated_at`) fell on today's date in its place's time zone. */
const changedTodayAtPlace = sql<boolean>`(orders.updated_at at time zone providers.timezone)::date = (now() at time zone providers.timezone)::date`;

/** The number this app's advisory locks of a place's pickup slots go under (with the place's hash). */
const PICKUP_SLOTS_LOCK = 7_201_124;

/** `clock`: the "now" an order's estimated ready time is never before. */
export function createOrdersRepository(db: Db, clock: Clock = systemClock) {
  // The order reads run on most customer requests: the read of one order (nearly every read, and every
  // change's announcement) and the customers' pages are built and compiled once. Several orders are
  // read with an `in` list: with `= any(array)`, PostgreSQL's plan for the prepared statement (made for
  // no array in particular) expects ten orders and scans the users table to join them.
  const orderWithId = compileOnce<OrderRow>((id) => selectOrders(db).where('orders.id', '=', id));
  const ordersWithIds = (ids: readonly string[]) =>
    ids.length === 1
      ? orderWithId(ids[0] as string)
      : selectOrders(db).where('orders.id', 'in', ids).compile();
  const ordersPages = compileOnce<OrderRow & { cursor_at: string; asked: number }>((list) => {
    const page = selectOrders(db)
      .select(cursorTime('orders.created_at').as('cursor_at'))
      .where('orders.user_id', '=', sql.ref<string>('asked.user_id'))
      .where(sql<boolean>`orders.status = any(asked.statuses)`)
      .where(
        sql<boolean>`(asked.after_at is null or (orders.created_at, orders.id) < (asked.after_at, asked.after_id))`,
      )
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(sql<number>`asked.take`);
    const pages = sql<OrderRow & { cursor_at: string; asked: number }>`
      select asked.i as asked, page.*
      from jsonb_to_recordset(${list}::jsonb)
        as asked(i int, user_id uuid, statuses text[], take int, after_at timestamptz, after_id uuid)
      cross join lateral (${page}) as page
      order by asked.i`;
    return { compile: () => pages.compile(db) };
  });
  return {
    /** The user's orders still to be made (queued): their places, for the queue moves their streams hear. */
    async queuedOrdersOf(userId: string): Promise<{ id: string; providerId: string; updatedAt: string }[]> {
      return db
        .selectFrom('orders')
        .select(['id', 'provider_id as providerId', apiTime(sql.ref('updated_at')).as('updatedAt')])
        .where('user_id', '=', userId)
        .where(isQueued)
        .execute();
    },

    /**
     * How many of the place's orders are ahead of one placed now for as soon as possible (the queued ones
     * it started by now: every one for as soon as possible, and those scheduled within its preparation
     * time), in one count; and `changesAt`, when the next queued order scheduled for later starts (the
     * count grows then without any change to the orders; null: none), so the count may be kept until then
     * (queue-count.ts).
     */
    async queuedAheadOfAsap(providerId: string, prepMinutes: number, now: Date): Promise<QueuedAhead> {
      // Counted in the queue's indexes (0025_order_queue_indexes): every queued order for as soon as
      // possible, and the scheduled ones whose start (pickup less preparation) is not after now.
      const prep = sql`${prepMinutes} * interval '1 minute'`;
      // A scheduled order has started once its pickup time is no later than this.
      const startedBy = sql<Date>`${now}::timestamptz + ${prep}`;
      const queuedAt = (kind: 'asap' | 'scheduled') =>
        db
          .selectFrom('orders')
          .where('provider_id', '=', providerId)
          .where(isQueued)
          .where(kind === 'asap' ? sql<boolean>`pickup_asap` : sql<boolean>`not pickup_asap`);
      const row = await db
        .selectNoFrom([
          sql<string>`${queuedAt('asap').select(sql`count(*)`.as('n'))} + ${queuedAt('scheduled')
            .select(sql`count(*)`.as('n'))
            .where('pickup_at', '<=', startedBy)}`.as('orders'),
          sql<Date | string | null>`${queuedAt('scheduled')
            .select(sql`min(pickup_at)`.as('first'))
            .where('pickup_at', '>', startedBy)} - ${prep}`.as('changes_at'),
        ])
        .executeTakeFirstOrThrow();
      return {
        orders: Number(row.orders),
        changesAt: row.changes_at === null ? null : new Date(row.changes_at),
      };
    },

    /**
     * How many orders (not cancelled) each pickup slot of the place holds between `from` and `to`, in one
     * grouped count: a scheduled order in its slot, one for as soon as possible in the first slot after
     * its preparation time (`grid`: the slot length, preparation time and wall clock offset, in seconds).
     * Keyed by the slot's start in ms.
     */
    async slotCounts(
      executor: Db,
      providerId: string,
      grid: { slotSeconds: number; prepSeconds: number; offsetSeconds: number },
      from: Date,
      to: Date,
    ): Promise<Map<number, number>> {
      const { slotSeconds: step, prepSeconds: prep, offsetSeconds: offset } = grid;
      const rows = await executor
        .selectFrom('orders')
        .select([
          sql<number>`ceil((extract(epoch from coalesce(pickup_at, created_at + ${prep} * interval '1 second')) + ${offset}) / ${step}) * ${step} - ${offset}`.as(
            'slot',
          ),
          sql<number>`count(*)`.as('orders'),
        ])
        .where('provider_id', '=', providerId)
        .where('status', '<>', 'cancelled')
        .where(sql`coalesce(pickup_at, created_at)`, '>=', from)
        .where(sql`coalesce(pickup_at, created_at)`, '<', to)
        .groupBy(sql`1`)
        .execute();
      return new Map(rows.map((row) => [Math.round(Number(row.slot) * 1000), Number(row.orders)]));
    },

    /** Holds the place's pickup slots until the transaction ends, so two checkouts never both take the last place of a slot. */
    async lockPickupSlots(trx: Trx, providerId: string): Promise<void> {
      await sql`SELECT pg_advisory_xact_lock(${PICKUP_SLOTS_LOCK}, hashtext(${providerId}))`.execute(trx);
    },

    /** The order an idempotency key made for this user, with the hash of its request. */
    findByIdempotencyKey(
      executor: Db,
      userId: string,
      key: string,
    ): Promise<{ id: string; request_hash: string } | undefined> {
      return executor
        .selectFrom('orders')
        .select(['id', 'request_hash'])
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
    },

    /**
     * The next order number of the place for its business day: 001 to 999, then 001 again. A statement of
     * its own, never in a transaction: it commits without waiting for its WAL to reach the disk
     * (`synchronous_commit` off for this statement's transaction only): the order that uses the number
     * commits later and waits for the WAL up to its own commit, which holds this count before it. A
     * crash can lose only counts that no stored order used, so numbers stay unique. The counter's row is
     * locked until this commit: with the flush, a busy place's checkouts queued on it (1.1-1.5 ms each in
     * the bench, 0.07-0.09 ms without).
     */
    async nextNumber(providerId: string, businessDate: string): Promise<string> {
      const row = await numberCounter(db, providerId, businessDate).executeTakeFirstOrThrow();
      return numberText(row.last_number);
    },

    /**
     * Stores a pending order with its lines and the first entry of its history, and returns it as the API
     * shows it (names in its customer's language), in one statement: the order, its history and its
     * lines are data-modifying CTEs, and the statement's answer is the order's row as `insert` wrote it,
     * with its place, its customer and the orders ahead of it (read in the same statement, which does not
     * see its own rows: no order counts itself). Its lines and its history are the ones just written, so
     * no read follows the insert. Undefined when the customer's idempotency key already placed an order:
     * nothing is written then (the lines go in as one JSON parameter, so the statement is the same for
     * any number of lines).
     *
     * The statement locks the customer's account until the transaction ends, before it inserts (FOR NO
     * KEY UPDATE, as the points' `lockAccount` does), so a caller need not lock it first. Undefined as
     * well when the account is deleted (or was deleted while this waited for the lock): nothing is
     * written then, and the caller tells the two apart with a lock of its own.
     */
    async insert(trx: Trx, order: NewOrder): Promise<Order | undefined> {
      const id = randomUUID();
      const lines = lineRows(id, order.lines);
      const row = await insertOrder(trx, id, order, lines, null)
        .selectFrom('new_order as orders')
        .innerJoin('providers', 'providers.id', 'orders.provider_id')
        .innerJoin('account as users', 'users.id', 'orders.user_id')
        .select(ORDER_COLUMNS)
        .executeTakeFirst();
      if (!row) return undefined;
      // The history's first entry has the order's time: both columns default to the transaction's now().
      const history: RawChange[] = [{ status: 'pending', reason: null, at: row.created_at }];
      return toOrder({ ...row, lines, history }, clock());
    },

    /**
     * Takes the place's next number (as `nextNumber` does, in a statement of its own) and reads, in the
     * same statement, the order `draft` is about to become, as `insertPlaced` will write it: its place,
     * its customer's name and language, the orders ahead of it, and its time (this statement's now(), which
     * `insertPlaced` writes as the order's). The caller then has the whole order, and its events, before
     * the order is written. Undefined when the customer's account is deleted (the number is taken all the
     * same, as a refused checkout leaves its number). `balance`: the customer's points, as they were then.
     */
    async reserve(
      draft: Omit<NewOrder, 'number' | 'lines' | 'idempotencyKey' | 'requestHash'> & { id: string },
      lines: readonly NewOrderLine[],
    ): Promise<{ order: Order; createdAt: string; balance: number } | undefined> {
      const row = await db
        .with('counter', () => numberCounter(db, draft.providerId, draft.businessDate))
        .selectFrom(
          sql<Selectable<OrdersTable>>`(select ${draft.id}::uuid as id, ${draft.userId}::uuid as user_id,
            ${draft.providerId}::uuid as provider_id, ''::text as number, 'pending'::text as status,
            ${draft.paymentMethod}::text as payment_method, ${draft.currency}::text as currency,
            ${draft.total}::integer as total, ${draft.pointsSpent}::integer as points_spent,
            ${draft.pointsEarned}::integer as points_earned, ${draft.pickupAt === null}::boolean as pickup_asap,
            ${draft.pickupAt}::timestamptz as pickup_at, null::timestamptz as ready_at,
            null::text as cancel_reason, null::text as cancelled_by, now() as created_at,
            now() as updated_at)`.as('orders'),
        )
        .innerJoin('providers', 'providers.id', 'orders.provider_id')
        .innerJoin('users', (join) =>
          join.onRef('users.id', '=', 'orders.user_id').on('users.deleted_at', 'is', null),
        )
        .innerJoin('counter', (join) => join.onTrue())
        .select(ORDER_COLUMNS)
        .select(['counter.last_number', 'users.points_balance'])
        .executeTakeFirst();
      if (!row) return undefined;
      const history: RawChange[] = [{ status: 'pending', reason: null, at: row.created_at }];
      const { last_number: lastNumber, points_balance: balance, ...placed } = row;
      const order = toOrder(
        { ...placed, number: numberText(lastNumber), lines: lineRows(draft.id, lines), history },
        clock(),
      );
      return { order, createdAt: row.created_at, balance };
    },

    /**
     * Writes the order `reserve` read (`id`, its number, its time) with its lines, its history and its
     * events, in one statement and no transaction: the statement commits all of it or nothing (as
     * `insert`, it locks the customer's account while it writes, and writes nothing for an idempotency key
     * that placed an order, or for a deleted account; the events are written only with the order).
     * `debit`: the points the order spends, written with it (points' `debitInsert`) only when the
     * account's balance, read under the lock, has them (nothing is written otherwise); its
     * `points.changed` event says that balance less the points.
     * Whether it wrote the order.
     */
    async insertPlaced(
      order: NewOrder & { id: string; createdAt: string },
      events: readonly PublishedEvent[],
      debit?: LedgerMovement,
    ): Promise<boolean> {
      const lines = lineRows(order.id, order.lines);
      const row = await insertOrder(db, order.id, order, lines, order.createdAt, debit?.points)
        .with('new_debit', (creator) =>
          debit
            ? debitInsert(creator as unknown as QueryCreator<Database>, debit, 'new_order')
            : creator.selectNoFrom(sql<null>`null`.as('none')),
        )
        .with('new_events', (creator) =>
          outboxInsert(
            creator as unknown as QueryCreator<Database>,
            events,
            'new_order',
            debit && {
              type: 'points.changed',
              field: 'balance',
              // The balance as the account's lock read it (the ledger's trigger moves it at the end).
              value: sql<number>`(select account.points_balance from account) - ${debit.points}::integer`,
            },
          ),
        )
        .selectFrom('new_order')
        .select('new_order.id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The place of the user's own order; undefined for another's order or an unknown id (favourites). */
    async placeOfOwnOrder(orderId: string, userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('orders')
        .select('provider_id')
        .where('id', '=', orderId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.provider_id;
    },

    /** Reads and locks an order (FOR UPDATE) until the transaction ends; `userId` limits it to its owner. */
    async lock(trx: Trx, orderId: string, userId?: string): Promise<LockedOrder | undefined> {
      let query = trx
        .selectFrom('orders')
        .select([
          'id',
          'user_id as userId',
          'provider_id as providerId',
          'status',
          'payment_method as paymentMethod',
          'points_spent as pointsSpent',
          'points_earned as pointsEarned',
        ])
        .where('id', '=', orderId);
      if (userId !== undefined) query = query.where('user_id', '=', userId);
      return query.forUpdate().executeTakeFirst();
    },

    /** A user's orders in these statuses, locked for the caller's transaction (oldest first). */
    async lockOfUser(trx: Trx, userId: string, statuses: readonly OrderStatus[]): Promise<LockedOrder[]> {
      if (statuses.length === 0) return [];
      return trx
        .selectFrom('orders')
        .select([
          'id',
          'user_id as userId',
          'provider_id as providerId',
          'status',
          'payment_method as paymentMethod',
          'points_spent as pointsSpent',
          'points_earned as pointsEarned',
        ])
        .where('user_id', '=', userId)
        .where('status', 'in', [...statuses])
        .orderBy('created_at')
        .forUpdate()
        .execute();
    },

    /** Records a status change (the caller checked it is allowed) in the order and its history. */
    async setStatus(
      trx: Trx,
      orderId: string,
      status: OrderStatus,
      reason: string | null,
      cancelledBy: OrderCanceller = 'place',
    ): Promise<void> {
      await trx
        .updateTable('orders')
        .set({
          status,
          updated_at: sql`now()`,
          ...(status === 'cancelled' ? { cancel_reason: reason, cancelled_by: cancelledBy } : {}),
          // The reports' time from order to ready (0015), the same instant as the history's entry.
          ...(status === 'ready' ? { ready_at: sql<Date>`now()` } : {}),
        })
        .where('id', '=', orderId)
        .execute();
      await trx.insertInto('order_status_history').values({ order_id: orderId, status, reason }).execute();
    },

    /**
     * How long ago the order last changed, as the recall's windows ask it: within the last
     * `minutes`, and on today's date at the place. The database's clock decides, the one that wrote
     * `updated_at`.
     */
    async lastChange(
      trx: Trx,
      orderId: string,
      minutes: number,
    ): Promise<{ recent: boolean; today: boolean }> {
      const row = await trx
        .selectFrom('orders')
        .innerJoin('providers', 'providers.id', 'orders.provider_id')
        .select([
          sql<boolean>`orders.updated_at > now() - make_interval(mins => ${minutes})`.as('recent'),
          changedTodayAtPlace.as('today'),
        ])
        .where('orders.id', '=', orderId)
        .executeTakeFirstOrThrow();
      return { recent: row.recent, today: row.today };
    },

    /**
     * Takes the order back from `from` to `to` (a recall; the caller checked it): the order's status, and
     * its history loses the step undone, so the history stays the way to the current status.
     */
    async recallStatus(trx: Trx, orderId: string, from: OrderStatus, to: OrderStatus): Promise<void> {
      await trx
        .updateTable('orders')
        .set({ status: to, updated_at: sql`now()`, ...(from === 'ready' ? { ready_at: null } : {}) })
        .where('id', '=', orderId)
        .execute();
      await trx
        .deleteFrom('order_status_history')
        .where('order_id', '=', orderId)
        .where('status', '=', from)
        .execute();
    },

    /** The ids of the place's orders completed today (its local day), the latest completed first. */
    async completedTodayIdsOfPlace(providerId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('orders')
        .innerJoin('providers', 'providers.id', 'orders.provider_id')
        .select('orders.id')
        .where('orders.provider_id', '=', providerId)
        .where('orders.status', '=', 'completed')
        .where(changedTodayAtPlace)
        .orderBy('orders.updated_at', 'desc')
        .orderBy('orders.id', 'desc')
        .limit(RECENT_LIMIT)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Every order of the place under way, oldest first (the staff console's queue, uncapped: forgotten
     * pending orders are cancelled by the sweep), each with whether it is overdue at `now`: still
     * pending past the place's `pending_flag_minutes` after it was due.
     */
    async activeOfPlace(providerId: string, now: Date): Promise<{ id: string; overdue: boolean }[]> {
      return db
        .selectFrom('orders')
        .innerJoin('providers', 'providers.id', 'orders.provider_id')
        .select([
          'orders.id',
          sql<boolean>`(orders.status = 'pending' and ${pastDue('pending_flag_minutes', now)})`.as('overdue'),
        ])
        .where('orders.provider_id', '=', providerId)
        .where('orders.status', 'in', [...activeOrderStatuses])
        .orderBy('orders.created_at')
        .orderBy('orders.id')
        .execute();
    },

    /**
     * Locks (FOR UPDATE SKIP LOCKED: an order another instance's sweep or a staff move holds is left to
     * it) up to `limit` orders still pending past their place's `pending_cancel_minutes` at `now`.
     */
    async lockForgotten(trx: Trx, now: Date, limit: number): Promise<LockedOrder[]> {
      return trx
        .selectFrom('orders')
        .innerJoin('providers', 'providers.id', 'orders.provider_id')
        .select([
          'orders.id',
          'orders.user_id as userId',
          'orders.provider_id as providerId',
          'orders.status',
          'orders.payment_method as paymentMethod',
          'orders.points_spent as pointsSpent',
          'orders.points_earned as pointsEarned',
        ])
        .where('orders.status', '=', 'pending')
        .where(pastDue('pending_cancel_minutes', now))
        .orderBy('orders.created_at')
        .limit(limit)
        .forUpdate('orders')
        .skipLocked()
        .execute();
    },

    /** The language a customer chose (what a text written for them is in). */
    async languageOfOwner(executor: Db, orderId: string): Promise<Language> {
      const row = await executor
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.user_id')
        .select('users.language')
        .where('orders.id', '=', orderId)
        .executeTakeFirst();
      return row?.language ?? 'en';
    },

    /**
     * The customer's orders under way at the place, oldest first (the first 50), as the counter shows
     * them: number, status and a summary of the items ("2 x Flat White, 1 x Butter Croissant").
     */
    async openOrdersAt(userId: string, providerId: string): Promise<Schema<'CounterOpenOrder'>[]> {
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'number', 'status'])
        .where('user_id', '=', userId)
        .where('provider_id', '=', providerId)
        .where('status', 'in', [...activeOrderStatuses])
        .orderBy('created_at')
        .orderBy('id')
        .limit(COUNTER_OPEN_ORDERS_MAX)
        .execute();
      if (orders.length === 0) return [];
      const lines = await db
        .selectFrom('order_lines')
        .select(['order_id', 'name', 'quantity'])
        .where(
          'order_id',
          'in',
          orders.map((order) => order.id),
        )
        .orderBy('order_id')
        .orderBy('position')
        .execute();
      return orders.map((order) => {
        const items = lines
          .filter((line) => line.order_id === order.id)
          .map((line) => `${line.quantity} x ${line.name}`)
          .join(', ');
        return {
          orderId: order.id,
          number: order.number,
          status: order.status,
          items: items.length > ITEMS_SUMMARY_MAX ? `${items.slice(0, ITEMS_SUMMARY_MAX - 1)}…` : items,
        };
      });
    },

    /** Whether the order exists and is the place's. */
    async isOfPlace(orderId: string, providerId: string): Promise<boolean> {
      const row = await db
        .selectFrom('orders')
        .select('id')
        .where('id', '=', orderId)
        .where('provider_id', '=', providerId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The orders with these ids, as the API shows them, in the order of the ids. One statement. Names are
     * the lines' snapshot in `language`, else in the language the order's customer chose, else in English.
     */
    async load(orderIds: string[], executor: Db = db, language?: Language): Promise<Order[]> {
      if (orderIds.length === 0) return [];
      const { rows } = await executor.executeQuery(ordersWithIds(orderIds));
      const now = clock();
      const byId = new Map(rows.map((row) => [row.id, toOrder(row, now, language)]));
      return orderIds.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * Orders each asked for by its owner (another's, or an unknown id, is undefined), each in the language
     * its reader asked for: one statement for them all, in the order asked.
     */
    async loadOwn(
      asked: readonly { orderId: string; userId: string; language?: Language }[],
    ): Promise<(Order | undefined)[]> {
      if (asked.length === 0) return [];
      const ids = [...new Set(asked.map((one) => one.orderId))];
      const rows = new Map((await db.executeQuery(ordersWithIds(ids))).rows.map((row) => [row.id, row]));
      const now = clock();
      return asked.map(({ orderId, userId, language }) => {
        const row = rows.get(orderId);
        return row && row.user_id === userId ? toOrder(row, now, language) : undefined;
      });
    },

    /**
     * Pages of orders, each asked by its owner: the orders of `userId` in `statuses`, newest first, after
     * `after` (a page's cursor) when given, `limit` at most, with the next page's cursor (null on the
     * last), in the language its reader asked for. One statement for them all, in the order asked: each
     * page is a lateral subquery of the asked list, so the orders of a hundred customers cost one round
     * trip; the same page asked twice is read once.
     */
    async pagesForUsers(asked: readonly OrdersPageAsk[]): Promise<OrdersPage[]> {
      if (asked.length === 0) return [];
      const keys = asked.map((one) =>
        JSON.stringify([one.userId, [...one.statuses].sort(), one.limit, one.after?.at, one.after?.id]),
      );
      const distinct = [...new Map(asked.map((one, index) => [keys[index] as string, one])).entries()];
      const list = distinct.map(([, one], index) => ({
        i: index,
        user_id: one.userId,
        statuses: [...one.statuses],
        // One row more than the page, to know whether another follows.
        take: one.limit + 1,
        after_at: one.after?.at ?? null,
        after_id: one.after?.id ?? null,
      }));
      const { rows } = await db.executeQuery(ordersPages(JSON.stringify(list)));
      const rowsOf = new Map<number, (typeof rows)[number][]>();
      for (const row of rows) {
        const ofAsk = rowsOf.get(row.asked);
        if (ofAsk) ofAsk.push(row);
        else rowsOf.set(row.asked, [row]);
      }
      const pages = new Map(
        distinct.map(([key, one], index) => [key, pageOf(rowsOf.get(index) ?? [], one.limit)] as const),
      );
      const now = clock();
      return asked.map((one, index) => {
        const found = pages.get(keys[index] as string) ?? { rows: [], nextCursor: null };
        return {
          orders: found.rows.map((row) => toOrder(row, now, one.language)),
          nextCursor: found.nextCursor,
        };
      });
    },
  };
}

/** A page of a user's orders as listMyOrders asks for it (`pagesForUsers`). */
export interface OrdersPageAsk {
  userId: string;
  statuses: readonly OrderStatus[];
  limit: number;
  /** The position the page starts after (its cursor), none for the first page. */
  after?: PagePosition;
  language?: Language;
}

export interface OrdersPage {
  orders: Order[];
  /** The cursor of the next page; null on the last. */
  nextCursor: string | null;
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

/** An order line as `selectOrders` reads it: the row of order_lines in JSON. */
interface RawLine {
  product_id: string;
  name: string;
  names: StoredTranslations | null;
  image_url: string;
  quantity: number;
  unit_price: number;
  line_total: number;
  points_price: number;
  loyalty_points: number;
  extras: StoredOrderLineExtra[];
}

/** Every column of an order line, in the order the insert names them. */
const LINE_COLUMNS = [
  'order_id',
  'position',
  'product_id',
  'name',
  'names',
  'image_url',
  'quantity',
  'unit_price',
  'line_total',
  'points_price',
  'loyalty_points',
  'extras',
] as const;

/** A status change as `selectOrders` reads it; `at` already in the API's form (apiTime). */
interface RawChange {
  status: OrderStatus;
  reason: string | null;
  at: string;
}

/**
 * The upsert that counts the place's orders of the day (`nextNumber`): its `last_number` is the count
 * with this order. Its transaction commits without waiting for the disk (`synchronous_commit` off for
 * that transaction only; see `nextNumber`).
 */
function numberCounter(db: Db, providerId: string, businessDate: string) {
  return db
    .insertInto('order_number_counters')
    .columns(['provider_id', 'business_date', 'last_number'])
    .expression(
      db
        .selectFrom(
          sql<{ unflushed: string }>`(select set_config('synchronous_commit', 'off', true))`.as('unflushed'),
        )
        .select([
          sql<string>`${providerId}::uuid`.as('provider_id'),
          sql<string>`${businessDate}::date`.as('business_date'),
          sql<number>`1`.as('last_number'),
        ]),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['provider_id', 'business_date'])
        .doUpdateSet({ last_number: sql`order_number_counters.last_number + 1` }),
    )
    .returning('last_number');
}

/** The order number of the day's `count`th order: 001 to 999, then 001 again. */
const numberText = (count: number) => String(((count - 1) % NUMBERS_PER_DAY) + 1).padStart(3, '0');

/** An order's lines as `order_lines` stores them (and `toOrder` reads them). */
function lineRows(orderId: string, lines: readonly NewOrderLine[]) {
  return lines.map((line, position) => ({
    order_id: orderId,
    position,
    product_id: line.productId,
    name: line.name,
    names: { ...line.names, en: line.name },
    image_url: line.imageUrl,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    line_total: line.lineTotal,
    points_price: line.pointsPrice,
    loyalty_points: line.loyaltyPoints,
    extras: line.extras,
  }));
}

/**
 * The data-modifying CTEs that store a pending order, its lines and the first entry of its history
 * (`insert`, `insertPlaced`), at `createdAt` (else the transaction's now()). The statement locks the
 * customer's account (`account`) until its transaction ends, before it inserts (FOR NO KEY UPDATE, as the
 * points' `lockAccount` does), and inserts nothing for a deleted account (or one deleted while it waited
 * for the lock) or for an idempotency key that placed an order (`new_order` is then empty).
 */
function insertOrder(
  executor: Db | Trx,
  id: string,
  order: NewOrder,
  lines: ReturnType<typeof lineRows>,
  createdAt: string | null,
  /** Insert only when the account's balance has these points (a debit written with the order). */
  spends?: number,
) {
  const at = createdAt === null ? sql<Date>`now()` : sql<Date>`${createdAt}::timestamptz`;
  return (
    executor
      // The customer's active account, locked until the transaction ends (a caller that locked it
      // already holds the lock; taking it again changes nothing). The order is inserted from its row:
      // the lock comes before the insert, and a deleted account inserts nothing.
      .with('account', (db) =>
        db
          .selectFrom('users')
          .select(['id', 'name', 'language', 'points_balance'])
          .where('id', '=', order.userId)
          .where('deleted_at', 'is', null)
          // Checked on the row as it is once locked (PostgreSQL reads a row it waited for again).
          .$if(spends !== undefined, (query) => query.where('points_balance', '>=', spends as number))
          .forNoKeyUpdate(),
      )
      .with('new_order', (db) =>
        db
          .insertInto('orders')
          .columns([
            'id',
            'user_id',
            'provider_id',
            'number',
            'business_date',
            'status',
            'payment_method',
            'currency',
            'total',
            'points_spent',
            'points_earned',
            'pickup_asap',
            'pickup_at',
            'idempotency_key',
            'request_hash',
            'created_at',
            'updated_at',
          ])
          .expression(
            // Each parameter typed: in a select list PostgreSQL would take them for text.
            db
              .selectFrom('account')
              .select([
                sql`${id}::uuid`.as('id'),
                'account.id as user_id',
                sql`${order.providerId}::uuid`.as('provider_id'),
                sql`${order.number}::text`.as('number'),
                sql`${order.businessDate}::date`.as('business_date'),
                sql`'pending'::text`.as('status'),
                sql`${order.paymentMethod}::text`.as('payment_method'),
                sql`${order.currency}::text`.as('currency'),
                sql`${order.total}::integer`.as('total'),
                sql`${order.pointsSpent}::integer`.as('points_spent'),
                sql`${order.pointsEarned}::integer`.as('points_earned'),
                sql`${order.pickupAt === null}::boolean`.as('pickup_asap'),
                sql`${order.pickupAt}::timestamptz`.as('pickup_at'),
                sql`${order.idempotencyKey}::uuid`.as('idempotency_key'),
                sql`${order.requestHash}::text`.as('request_hash'),
                at.as('created_at'),
                at.as('updated_at'),
              ]),
          )
          // The customer's account is locked: a conflict is an order this key placed and committed.
          .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
          .returningAll(),
      )
      .with('new_history', (db) =>
        db
          .insertInto('order_status_history')
          .columns(['order_id', 'status', 'at'])
          .expression(
            db.selectFrom('new_order').select(['id', sql.lit('pending').as('status'), 'created_at']),
          ),
      )
      .with('new_lines', (db) =>
        db
          .insertInto('order_lines')
          .columns(LINE_COLUMNS)
          .expression(
            db
              .selectFrom(
                sql<
                  Insertable<OrderLinesTable>
                >`jsonb_populate_recordset(null::order_lines, ${JSON.stringify(lines)})`.as('line'),
              )
              .select(LINE_COLUMNS)
              .where(({ exists, selectFrom }) => exists(selectFrom('new_order').select('id'))),
          ),
      )
  );
}

/** The columns of an order's row (`orders` with its place, `providers`, and its customer, `users`). */
const ORDER_COLUMNS = [
  'orders.id',
  'orders.user_id',
  'orders.provider_id',
  'orders.number',
  'orders.status',
  'orders.payment_method',
  'orders.currency',
  'orders.total',
  'orders.points_spent',
  'orders.points_earned',
  'orders.pickup_asap',
  'orders.cancel_reason',
  'orders.cancelled_by',
  // Times in the API's form, written by PostgreSQL (apiTime): no Date made and formatted per value.
  apiTime(sql.ref('orders.created_at')).as('created_at'),
  apiTime(sql.ref('orders.updated_at')).as('updated_at'),
  sql<string | null>`${apiTime(sql.ref('orders.pickup_at'))}`.as('pickup_at'),
  sql<string | null>`${apiTime(sql.ref('orders.ready_at'))}`.as('ready_at'),
  'providers.name as provider_name',
  'providers.language as place_language',
  'users.language as user_language',
  'users.name as customer_name',
  'providers.prep_minutes',
  'providers.slot_minutes',
  'providers.max_orders_per_slot',
  // The estimated ready time's count of the orders ahead, in this statement: no query per order.
  ordersAheadColumn().as('orders_ahead'),
] as const;

/**
 * The orders with their place, their customer's name and language, their lines (by position), their
 * status history (oldest first) and the count of the orders ahead of them in one statement: the lines
 * and the history as JSON arrays.
 */
function selectOrders(executor: Db) {
  return executor
    .selectFrom('orders')
    .innerJoin('providers', 'providers.id', 'orders.provider_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(ORDER_COLUMNS)
    .select([
      sql<RawLine[]>`(
        select coalesce(json_agg(l order by l.position), '[]'::json)
        from order_lines l where l.order_id = orders.id
      )`.as('lines'),
      sql<RawChange[]>`(
        select coalesce(json_agg(json_build_object('status', h.status, 'reason', h.reason, 'at', ${apiTime(sql.ref('h.at'))})
          order by h.at, h.id), '[]'::json)
        from order_status_history h where h.order_id = orders.id
      )`.as('history'),
    ]);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

/**
 * A row of `selectOrders` as the API shows it, names in `language` (else the customer's, else English),
 * its estimated ready time never before `now`.
 */
function toOrder(row: OrderRow, now: Date, language?: Language): Order {
  const wanted = language ?? row.user_language ?? 'en';
  const place = row.place_language;
  const estimate = estimateOf(row, now);
  return {
    orderId: row.id,
    number: row.number,
    providerId: row.provider_id,
    providerName: row.provider_name,
    customerFirstName: firstWord(row.customer_name),
    status: row.status,
    paymentMethod: row.payment_method,
    currency: row.currency,
    total: row.total,
    pointsSpent: row.points_spent,
    pointsEarned: row.points_earned,
    pickup: { asap: row.pickup_asap, at: row.pickup_at },
    lines: row.lines.map((line) => ({
      productId: line.product_id,
      name: soldName(line.names ?? {}, wanted, place, line.name),
      imageUrl: line.image_url,
      quantity: line.quantity,
      extras: line.extras.map((extra) => ({
        optionId: extra.optionId,
        name: soldName(extra.names ?? {}, wanted, place, extra.name),
        price: extra.price,
      })),
      unitPrice: line.unit_price,
      lineTotal: line.line_total,
      pointsPrice: line.points_price,
      loyaltyPoints: line.loyalty_points,
    })),
    history: row.history.map((change) => ({
      status: change.status,
      at: change.at,
      reason: change.reason,
    })),
    cancelReason: row.cancel_reason,
    ...(row.cancelled_by ? { cancelledBy: row.cancelled_by } : {}),
    ...(estimate ? { estimatedReadyAt: estimate } : {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The order's estimated ready time as the API writes it (ready-estimate.ts); undefined once finished. */
function estimateOf(row: OrderRow, now: Date): string | undefined {
  const at = (time: string | null) => (time === null ? null : new Date(apiTimeMs(time)));
  const estimate = estimateReadyAt(
    {
      status: row.status,
      placedAt: new Date(apiTimeMs(row.created_at)),
      pickupAt: at(row.pickup_at),
      readyAt: at(row.ready_at),
      ordersAhead: Number(row.orders_ahead ?? 0),
    },
    queueSettingsOf(row),
    now,
  );
  return estimate && apiTimeText(estimate.getTime());
}

/** The most active orders `User.activeOrders` carries (openapi.yaml's maxItems); listMyOrders pages through all. */
const ACTIVE_ORDERS_OF_USER_MAX = 50;

/**
 * The newest active orders (ACTIVE_ORDERS_OF_USER_MAX at most) of the user whose id is `userId` (a column
 * of the enclosing query) as a JSON array of `OrderSummary`, newest first, so another feature's query can
 * read them in the same statement (getMyUser answers in one query). Its times are in the API's form
 * already (apiTime): each element is an `OrderSummary` as it is.
 */
export function activeOrdersOfUser(userId: Expression<string>) {
  const statuses = sql.join(activeOrderStatuses.map((status) => sql.lit(status)));
  return sql<Schema<'OrderSummary'>[]>`(
    select coalesce(json_agg(newest.summary order by newest.created_at desc, newest.id desc), '[]'::json)
    from (
      select o.created_at, o.id, json_build_object(
        'orderId', o.id,
        'number', o.number,
        'status', o.status,
        'providerId', o.provider_id,
        'providerName', p.name,
        'paymentMethod', o.payment_method,
        'currency', o.currency,
        'total', o.total,
        'pointsSpent', o.points_spent,
        'pickup', json_build_object('asap', o.pickup_asap, 'at', ${apiTime(sql.ref('o.pickup_at'))}),
        'createdAt', ${apiTime(sql.ref('o.created_at'))}
      ) as summary
      from orders o join providers p on p.id = o.provider_id
      where o.user_id = ${userId} and o.status in (${statuses})
      order by o.created_at desc, o.id desc
      limit ${sql.lit(ACTIVE_ORDERS_OF_USER_MAX)}
    ) newest
  )`;
}
