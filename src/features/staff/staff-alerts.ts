// New-order alerts of the staff console: one count of orders nobody has acted on yet (not a banner
// per order), and a short chime. An order leaves the count as soon as any console of the place acts
// on it: the staff stream's `order.updated` says so to every console.
import type { Order } from '../../api';

/** Arrivals closer together than this share one chime (two orders at once make one sound). */
export const CHIME_GAP_MS = 5_000;

const MUTED_KEY = 'staff.soundMuted';

/**
 * The unseen orders after an order event: a new pending order joins them; an order that is no longer
 * pending (started, cancelled, or further) leaves them, whoever acted on it.
 */
export function unseenAfter(
  unseen: readonly string[],
  order: Pick<Order, 'orderId' | 'status'>,
  isNew: boolean,
): string[] {
  const others = unseen.filter((orderId) => orderId !== order.orderId);
  return order.status === 'pending' && (isNew || unseen.includes(order.orderId))
    ? [...others, order.orderId]
    : others;
}

/** The unseen orders that are still pending in the queue (a refetch may show others acted on them). */
export function stillUnseen(unseen: readonly string[], queue: readonly Pick<Order, 'orderId' | 'status'>[]) {
  const pending = new Set(queue.filter((order) => order.status === 'pending').map((order) => order.orderId));
  return unseen.filter((orderId) => pending.has(orderId));
}

/** Whether a new arrival chimes: not muted, and no chime in the last CHIME_GAP_MS. */
export function shouldChime(lastChimeAt: number | undefined, now: number, muted: boolean): boolean {
  if (muted) return false;
  return lastChimeAt === undefined || now - lastChimeAt >= CHIME_GAP_MS;
}

/** The mute switch, remembered on this device. */
export function isSoundMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setSoundMuted(muted: boolean): void {
  try {
    window.localStorage.setItem(MUTED_KEY, String(muted));
  } catch {
    // Storage refused (private mode): the switch holds until the page closes.
  }
}

/**
 * Whether the page has been touched (clicked, tapped, typed in): browsers only let a page play sound
 * after that. `navigator.userActivation` where it exists, else what the console saw itself.
 */
let touched = false;
export function screenWasTouched(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
    .userActivation;
  return activation?.hasBeenActive ?? touched;
}
if (typeof window !== 'undefined') {
  const mark = () => {
    touched = true;
  };
  window.addEventListener('pointerdown', mark, { once: true, capture: true });
  window.addEventListener('keydown', mark, { once: true, capture: true });
}
