import { sql } from 'kysely';
import type { Db, Trx } from '../../db/schema';

/**
 * Why points moved. Kept as text in the table; add a reason here when a feature starts writing it
 * (checkout: paying with points, refunds of cancelled orders, points earned by completed orders).
 */
export type LedgerReason = 'welcome_bonus' | 'in_store_purchase';

export interface LedgerMovement {
  userId: string;
  /** How many points, always positive: credit adds them, debit takes them away. */
  points: number;
  reason: LedgerReason;
  /**
   * What the movement is for (an order id, a campaign). Unique per user: the same reference never
   * moves points twice.
   */
  reference: string;
}

export interface LedgerEntry {
  /** Positive for a credit, negative for a debit. */
  delta: number;
  reason: string;
  reference: string | null;
  createdAt: Date;
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
 * The loyalty points ledger: append-only rows, one per movement; a balance is the sum of a user's
 * rows and is stored nowhere else.
 */
export function createLedgerRepository(db: Db) {
  async function balanceIn(executor: Db, userId: string): Promise<number> {
    const row = await executor
      .selectFrom('points_ledger')
      .select(sql<number>`coalesce(sum(delta), 0)::int`.as('balance'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.balance;
  }

  /** Appends one row; false when the user already has a row with this reference. */
  async function append(executor: Db, movement: LedgerMovement, delta: number): Promise<boolean> {
    const inserted = await executor
      .insertInto('points_ledger')
      .values({
        user_id: movement.userId,
        delta,
        reason: movement.reason,
        reference: movement.reference,
      })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'reference']).where('reference', 'is not', null).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  return {
    balance(userId: string): Promise<number> {
      return balanceIn(db, userId);
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
     * Spends points inside the caller's transaction (e.g. with the order they pay for) and returns the
     * balance left. The user's row is locked first (SELECT ... FOR NO KEY UPDATE), so concurrent
     * debits of one user run one after the other, each seeing the balance the previous one left: no
     * interleaving can drive a balance below zero. The lock holds until the caller's transaction ends.
     * Throws InsufficientPointsError when the balance is short, DuplicateReferenceError when the
     * reference was used; in both cases nothing is written.
     */
    async debit(trx: Trx, movement: LedgerMovement): Promise<number> {
      checkPoints(movement.points);
      const user = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', movement.userId)
        .where('deleted_at', 'is', null)
        .forNoKeyUpdate()
        .executeTakeFirst();
      if (!user) throw new Error(`No active user ${movement.userId}`);
      const balance = await balanceIn(trx, movement.userId);
      if (balance < movement.points) throw new InsufficientPointsError(balance, movement.points);
      if (!(await append(trx, movement, -movement.points))) {
        throw new DuplicateReferenceError(`Reference ${movement.reference} was already used`);
      }
      return balance - movement.points;
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
