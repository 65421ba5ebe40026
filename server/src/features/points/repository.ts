import { type Expression, type QueryCreator, sql } from 'kysely';
import type { Schema } from '../../api/handler';
import type { Database, Db, Trx } from '../../db/schema';
import { afterPosition, cursorTime, type PagePosition, pageOf } from '../../lib/cursor';

/** Why points moved: openapi.yaml's LedgerReason (the table's CHECK constraint keeps the same list). */
export type LedgerReason = Schema<'LedgerReason'>;

export interface LedgerMovement {
  userId: string;
  /** How many points, always positive: credit adds them, debit takes them away. */
  points: number;
  reason: LedgerReason;
  /**
   * What the movement is for (e.g. `order:<id>:spent`, a campaign). Unique per user: the same reference
   * never moves points twice.
   */
  reference: string;
  /** The order the points are for (unique per order and reason as well). */
  orderId?: string;
  /** The place the points were earned or spent at. */
  providerId?: string;
  /** The staff member who awarded or redeemed them at the counter. */
  staffUserId?: string;
  /** The reason the cashier typed at the counter, shown in the customer's history. */
  note?: string;
}

export interface LedgerEntry {
  /** Positive for a credit, negative for a debit. */
  delta: number;
  reason: LedgerReason;
  reference: string | null;
  createdAt: Date;
}

/** A user's account as `lockAccount` locked it in a transaction, with the balance read under the lock. */
export interface LockedAccount {
  userId: string;
  balance: number;
}

/** The balance is below what a debit asks for; nothing was written. */
export class InsufficientPointsError extends Error {
  override name = 'InsufficientPointsError';
  constructor(
    readonly balance: number,
    readonly needed: number,
  ) {
    super(`Not enough loyalty points: ${balance} available, ${needed} needed`);
  }
}

/** A movement with this reference was already recorded for the user; nothing was written. */
export class DuplicateReferenceError extends Error {
  override name = 'DuplicateReferenceError';
}

function checkPoints(points: number): void {
  if (!Number.isInteger(points) || points <= 0) {
    throw new RangeError(`Points must be a positive integer, got ${points}`);
  }
}

/**
 * The loyalty points ledger: append-only rows, one per movement. A balance is the sum of a user's rows,
 * which the database keeps in `users.points_balance` as each row is written (0023_points_balance.sql's
 * trigger), so reading it costs one row, however long the customer's history.
 */
export function createLedgerRepository(db: Db) {
  async function balanceIn(executor: Db, userId: string): Promise<number> {
    const row = await executor
      .selectFrom('users')
      .select('points_balance')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.points_balance ?? 0;
  }

  /**
   * Appends one row; false when the user already has a row with this reference, or the order already has
   * one with this reason (either unique index: ON CONFLICT without a target covers both).
   */
  async function append(executor: Db, movement: LedgerMovement, delta: number): Promise<boolean> {
    const inserted = await executor
      .insertInto('points_ledger')
      .values({
        user_id: movement.userId,
        delta,
        reason: movement.reason,
        reference: movement.reference,
        order_id: movement.orderId ?? null,
        provider_id: movement.providerId ?? null,
        staff_user_id: movement.staffUserId ?? null,
        note: movement.note ?? null,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Locks the active user's row until `trx` ends and reads their balance; undefined: no such user. */
  async function lockedBalance(trx: Trx, userId: string): Promise<number | undefined> {
    const user = await trx
      .selectFrom('users')
      .select('points_balance')
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .forNoKeyUpdate()
      .executeTakeFirst();
    return user?.points_balance;
  }

  async function lockAccount(trx: Trx, userId: string): Promise<LockedAccount | undefined> {
    const balance = await lockedBalance(trx, userId);
    return balance === undefined ? undefined : { userId, balance };
  }

  return {
    /** The user's balance; pass `executor` to read it inside a transaction. */
    balance(userId: string, executor: Db = db): Promise<number> {
      return balanceIn(executor, userId);
    },

    /**
     * One page of the user's movements, newest first, with the order and place each is about (read
     * from their tables for display), and the cursor of the next page (null on the last).
     */
    async historyPage(userId: string, limit: number, after?: PagePosition) {
      let query = db
        .selectFrom('points_ledger')
        .leftJoin('orders', 'orders.id', 'points_ledger.order_id')
        .leftJoin('providers', 'providers.id', 'points_ledger.provider_id')
        .select([
          'points_ledger.id',
          'points_ledger.delta',
          'points_ledger.reason',
          'points_ledger.order_id',
          'orders.number as order_number',
          'points_ledger.provider_id',
          'providers.name as provider_name',
          'points_ledger.note',
          'points_ledger.created_at',
          cursorTime('points_ledger.created_at').as('cursor_at'),
        ])
        .where('points_ledger.user_id', '=', userId);
      if (after) query = query.where(afterPosition('points_ledger.created_at', 'points_ledger.id', after));
      const rows = await query
        .orderBy('points_ledger.created_at', 'desc')
        .orderBy('points_ledger.id', 'desc')
        .limit(limit + 1)
        .execute();
      return pageOf(rows, limit);
    },

    /** The user's movements, newest first (rows written in one transaction share their time). */
    async history(userId: string, limit = 50): Promise<LedgerEntry[]> {
      const rows = await db
        .selectFrom('points_ledger')
        .select(['delta', 'reason', 'reference', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        delta: row.delta,
        reason: row.reason,
        reference: row.reference,
        createdAt: row.created_at,
      }));
    },

    /**
     * Adds points. Idempotent: a second credit with the same reference adds nothing and returns
     * false. Pass `trx` to make it part of a larger transaction.
     */
    async credit(movement: LedgerMovement, trx: Db = db): Promise<boolean> {
      checkPoints(movement.points);
      return append(trx, movement, movement.points);
    },

    /**
     * Locks the user's account (their row, SELECT ... FOR NO KEY UPDATE) until `trx` ends, so that
     * whatever else locks it waits: one user's debits (and checkouts) run one after the other. Answers
     * the balance read under the lock; undefined when there is no such user, or the account is deleted.
     */
    lockAccount,

    /** Whether the user has a movement with this reference. */
    /** The movement a reference made for the user (its signed delta and reason), if any. */
    async movementOf(
      executor: Db,
      userId: string,
      reference: string,
    ): Promise<{ delta: number; reason: LedgerReason } | undefined> {
      const row = await executor
        .selectFrom('points_ledger')
        .select(['delta', 'reason'])
        .where('user_id', '=', userId)
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row && { delta: Number(row.delta), reason: row.reason };
    },

    async hasReference(executor: Db, userId: string, reference: string): Promise<boolean> {
      const row = await executor
        .selectFrom('points_ledger')
        .select('id')
        .where('user_id', '=', userId)
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Spends points inside the caller's transaction (e.g. with the order they pay for) and returns the
     * balance left. The user's account is locked first (`lockAccount`), so concurrent debits of one
     * user run one after the other, each seeing the balance the previous one left: no interleaving can
     * drive a balance below zero. The lock holds until the caller's transaction ends.
     * Throws InsufficientPointsError when the balance is short, DuplicateReferenceError when the
     * reference was used; in both cases nothing is written. `locked`: this user's `lockAccount` in
     * `trx`, when no points of theirs moved in `trx` since: its balance is still theirs (the lock holds
     * every other transaction off), so it is not read again.
     */
    async debit(trx: Trx, movement: LedgerMovement, locked?: LockedAccount): Promise<number> {
      checkPoints(movement.points);
      const balance =
        locked?.userId === movement.userId ? locked.balance : await lockedBalance(trx, movement.userId);
      if (balance === undefined) throw new Error(`No active user ${movement.userId}`);
      if (balance < movement.points) throw new InsufficientPointsError(balance, movement.points);
      if (!(await append(trx, movement, -movement.points))) {
        throw new DuplicateReferenceError(`Reference ${movement.reference} was already used`);
      }
      return balance - movement.points;
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

/**
 * The ledger's row of a debit as a part (a data-modifying CTE) of another feature's statement, written
 * only when the statement's CTE `onlyWithRowsOf` has a row (a checkout's order was written). The caller's
 * statement must hold the account's lock and have checked the balance under it (`PointsService
 * .debitWith`): the balance moves by the ledger's trigger at the end of the statement.
 */
export function debitInsert(
  creator: QueryCreator<Database>,
  movement: LedgerMovement,
  onlyWithRowsOf: string,
) {
  checkPoints(movement.points);
  return creator
    .insertInto('points_ledger')
    .columns(['user_id', 'delta', 'reason', 'reference', 'order_id', 'provider_id'])
    .expression(
      creator
        .selectNoFrom([
          sql<string>`${movement.userId}::uuid`.as('user_id'),
          sql<number>`${-movement.points}::integer`.as('delta'),
          sql<string>`${movement.reason}::text`.as('reason'),
          sql<string>`${movement.reference}::text`.as('reference'),
          sql<string | null>`${movement.orderId ?? null}::uuid`.as('order_id'),
          sql<string | null>`${movement.providerId ?? null}::uuid`.as('provider_id'),
        ])
        .where(sql<boolean>`exists (select from ${sql.table(onlyWithRowsOf)})`),
    );
}

/**
 * The balance of the user whose id is `userId` (a column of the enclosing query), as a scalar subquery,
 * so that another feature's query can read it in the same statement (getMyUser answers in one query).
 */
export function balanceOfUser(userId: Expression<string>) {
  return sql<number>`(select pb.points_balance from users pb where pb.id = ${userId})`;
}
