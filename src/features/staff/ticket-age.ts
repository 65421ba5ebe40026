// How long a ticket has waited, and its colour: fresh, then amber, then red; and whether a pending order
// is overdue. The thresholds are settings of the place (getStaffSettings, set in the back office), with
// defaults (docs/behaviour.md, "The staff console"); the console uses the defaults until they load.
import { useEffect, useState } from 'react';
import type { CounterSettings, Order } from '../../api';
import type { StaffOrder } from '../../api/staff';

export interface AgeThresholds {
  /** Minutes after which a ticket turns amber. */
  warnAfterMinutes: number;
  /** Minutes after which a ticket turns red. */
  lateAfterMinutes: number;
}

export const DEFAULT_AGE_THRESHOLDS: AgeThresholds = { warnAfterMinutes: 5, lateAfterMinutes: 10 };

/** The place's colours as the tickets use them (the defaults while its settings load). */
export function thresholdsOf(settings: CounterSettings | undefined): AgeThresholds {
  if (!settings) return DEFAULT_AGE_THRESHOLDS;
  return { warnAfterMinutes: settings.ageAmberMinutes, lateAfterMinutes: settings.ageRedMinutes };
}

/** An order still pending this many minutes after its pickup time is overdue, unless the place says otherwise. */
export const DEFAULT_PENDING_FLAG_MINUTES = 15;

/**
 * Whether the order is overdue: the server said so when it listed the queue (`overdue`), or it is still
 * pending `flagMinutes` after it was due (its pickup time; when it was placed, for as soon as possible),
 * the server's rule, so the flag appears on time between two listings.
 */
export function isOverdue(
  order: Pick<StaffOrder, 'status' | 'pickup' | 'createdAt' | 'overdue'>,
  flagMinutes: number,
  now: number,
): boolean {
  if (order.status !== 'pending') return false;
  if (order.overdue) return true;
  const due = Date.parse(order.pickup.at ?? order.createdAt);
  return now > due + flagMinutes * 60_000;
}

export type AgeTone = 'fresh' | 'warn' | 'late';

/** A scheduled order waits apart until this long before its pickup time. */
export const SCHEDULED_DUE_BEFORE_MS = 15 * 60_000;

/** Whether an order is scheduled for later and not yet due (it waits apart from the queue). */
export function isScheduledLater(order: Pick<Order, 'pickup'>, now: number): boolean {
  if (order.pickup.asap || !order.pickup.at) return false;
  return Date.parse(order.pickup.at) - now > SCHEDULED_DUE_BEFORE_MS;
}

/**
 * Whole minutes the order has waited: since it was placed, or for a scheduled order since it became
 * due (it was not late while it waited apart).
 */
export function waitedMinutes(order: Pick<Order, 'pickup' | 'createdAt'>, now: number): number {
  const since =
    !order.pickup.asap && order.pickup.at
      ? Math.max(Date.parse(order.createdAt), Date.parse(order.pickup.at) - SCHEDULED_DUE_BEFORE_MS)
      : Date.parse(order.createdAt);
  return Math.max(0, Math.floor((now - since) / 60_000));
}

export function ageTone(minutes: number, thresholds: AgeThresholds = DEFAULT_AGE_THRESHOLDS): AgeTone {
  if (minutes >= thresholds.lateAfterMinutes) return 'late';
  if (minutes >= thresholds.warnAfterMinutes) return 'warn';
  return 'fresh';
}

/** The current time, updated every `everyMs` (tickets' ages move on without events). */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
