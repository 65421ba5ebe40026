import type { Trx } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AppMetrics } from '../../lib/metrics';
import type { EventOutbox, OutboxEntry } from '../events';
import {
  DuplicateReferenceError,
  InsufficientPointsError,
  type LedgerMovement,
  type LedgerRepository,
  type LockedAccount,
} from './repository';

/** 422 INSUFFICIENT_POINTS: the one answer to a debit the balance cannot cover (checkout, counter). */
export function insufficientPoints(needed: number, balance: number): AppError {
  return new AppError(
    422,
    'INSUFFICIENT_POINTS',
    `Not enough loyalty points. You need ${needed} points.`,
    undefined,
    { pointsNeeded: needed, balance },
  );
}

/**
 * 409 IDEMPOTENCY_KEY_REUSED: the movement's reference (a counter's `requestId`) already moved other
 * points, or moved them the other way; nothing was written.
 */
function referenceReused(): AppError {
  return new AppError(
    409,
    'IDEMPOTENCY_KEY_REUSED',
    'This request id was already used for another request. A new request needs a new id.',
  );
}

export interface PointsMove {
  /** False when the reference had moved points already (a retry): nothing was written this time. */
  moved: boolean;
  /** The balance after the call. */
  balance: number;
}

/**
 * The only way points move: credits, debits and refunds, each inside the caller's transaction, each
 * under the user's account lock (so one user's movements run one after the other and a balance never
 * goes below zero), each announced to the user as `points.changed` through the outbox in that same
 * transaction. Orders and the counter call it; they never touch the ledger or the user's row.
 */
export function createPointsService(deps: {
  repository: LedgerRepository;
  outbox: EventOutbox;
  metrics: Pick<AppMetrics, 'pointsMoved'>;
}) {
  const { repository, outbox, metrics } = deps;

  const balanceEvent = (userId: string, balance: number): OutboxEntry => ({
    audience: { userId },
    data: { type: 'points.changed', balance },
  });

  async function announce(trx: Trx, userId: string, balance: number): Promise<void> {
    const { audience, data } = balanceEvent(userId, balance);
    await outbox.append(trx, audience, data);
  }

  /**
   * A retry of a movement whose reference is already written: the balance when it is the same movement,
   * 409 IDEMPOTENCY_KEY_REUSED when the reference moved other points or the other way.
   */
  async function retried(trx: Trx, movement: LedgerMovement, delta: number): Promise<PointsMove> {
    const earlier = await repository.movementOf(trx, movement.userId, movement.reference);
    if (earlier && (earlier.delta !== delta || earlier.reason !== movement.reason)) throw referenceReused();
    return { moved: false, balance: await repository.balance(movement.userId, trx) };
  }

  /** Adds points (idempotent by reference) and announces the new balance. */
  async function credit(trx: Trx, movement: LedgerMovement): Promise<PointsMove> {
    await repository.lockAccount(trx, movement.userId);
    const moved = await repository.credit(movement, trx);
    if (!moved) return retried(trx, movement, movement.points);
    const balance = await repository.balance(movement.userId, trx);
    await announce(trx, movement.userId, balance);
    metrics.pointsMoved('credited', movement.points);
    return { moved, balance };
  }

  return {
    /**
     * Locks the user's account until `trx` ends: whoever else locks it (a debit, a credit, another
     * checkout) waits. Answers the account with its balance (for `debit`'s `locked`); undefined when the
     * user does not exist or is deleted.
     */
    lockAccount: (trx: Trx, userId: string): Promise<LockedAccount | undefined> =>
      repository.lockAccount(trx, userId),

    balance: (userId: string): Promise<number> => repository.balance(userId),

    /** Whether the user's ledger has a movement with this reference (read in `trx`). */
    hasMovement: (trx: Trx, userId: string, reference: string): Promise<boolean> =>
      repository.hasReference(trx, userId, reference),

    credit,

    /** Gives back the points an order spent (once per order). */
    refundOrder(
      trx: Trx,
      order: { id: string; userId: string; providerId: string; pointsSpent: number },
    ): Promise<PointsMove> {
      return credit(trx, {
        userId: order.userId,
        points: order.pointsSpent,
        reason: 'order_refunded',
        reference: `order:${order.id}:refunded`,
        orderId: order.id,
        providerId: order.providerId,
      });
    },

    /**
     * A debit of `movement` written by a statement of the caller's (`debitInsert` as one of its CTEs)
     * that locks the account and writes only when its balance has the points: the balance event to
     * write in that statement, whose `balance` the statement sets (the balance under its lock less the
     * points), and `written` to call once it wrote the debit.
     */
    debitWith(movement: LedgerMovement): { event: OutboxEntry; written(): void } {
      return {
        event: balanceEvent(movement.userId, 0),
        written: () => metrics.pointsMoved('debited', movement.points),
      };
    },

    /**
     * Spends points and announces the new balance. 422 INSUFFICIENT_POINTS when the balance is short,
     * and nothing is written; a reference already used (a retry) moves nothing and answers the balance,
     * or 409 IDEMPOTENCY_KEY_REUSED when it moved other points. `locked`: the caller's `lockAccount` of
     * the user in `trx` when no points of theirs moved since (the balance is not read again).
     * `announceWith`: the caller's events, still to be written in `trx`; the balance event joins them
     * (one statement for all) instead of being written here.
     */
    async debit(
      trx: Trx,
      movement: LedgerMovement,
      locked?: LockedAccount,
      announceWith?: OutboxEntry[],
    ): Promise<PointsMove> {
      try {
        const balance = await repository.debit(trx, movement, locked);
        if (announceWith) announceWith.push(balanceEvent(movement.userId, balance));
        else await announce(trx, movement.userId, balance);
        metrics.pointsMoved('debited', movement.points);
        return { moved: true, balance };
      } catch (error) {
        const isRetry =
          error instanceof DuplicateReferenceError ||
          (error instanceof InsufficientPointsError &&
            (await repository.hasReference(trx, movement.userId, movement.reference)));
        if (isRetry) return retried(trx, movement, -movement.points);
        if (error instanceof InsufficientPointsError) throw insufficientPoints(error.needed, error.balance);
        throw error;
      }
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
