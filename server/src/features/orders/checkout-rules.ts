import { createHash } from 'node:crypto';
import type { RequestOf, Schema } from '../../api/handler';
import { AppError, type ErrorCode, type FieldError } from '../../lib/errors';

// What checkout refuses, and why, before anything is stored. Prices come from quoteBasketLines (the
// catalogue's own pricing), never from the request.

export type CheckoutRequest = RequestOf<'checkout'>['Body'];
type BasketQuoteLine = Schema<'BasketQuoteLine'>;
type QuoteProblem = Schema<'QuoteProblem'>;

const LINE_REFUSALS: Record<
  QuoteProblem,
  { code: ErrorCode; field: string; message: (name: string) => string }
> = {
  unknown_product: {
    code: 'PRODUCT_UNAVAILABLE',
    field: 'productId',
    message: () => 'A product in your basket is no longer on the menu',
  },
  unavailable: {
    code: 'PRODUCT_UNAVAILABLE',
    field: 'productId',
    message: (name) => `${name} is not available at the moment`,
  },
  invalid_extra: {
    code: 'INVALID_EXTRAS',
    field: 'selectedExtraOptions',
    message: (name) => `${name} does not offer one of the chosen extras`,
  },
  too_many_extras: {
    code: 'TOO_MANY_EXTRAS',
    field: 'selectedExtraOptions',
    message: (name) => `Too many extras chosen for ${name}`,
  },
  other_provider: {
    code: 'OTHER_PROVIDER',
    field: 'productId',
    message: (name) => `${name} is sold by another place`,
  },
};

/**
 * The refusal for lines that cannot be sold: every offending line in `fields`, the first one's code and
 * message. Undefined when every line can be sold.
 */
export function lineRefusal(lines: BasketQuoteLine[]): AppError | undefined {
  const fields: FieldError[] = [];
  let code: ErrorCode | undefined;
  lines.forEach((line, index) => {
    if (line.available || !line.problem) return;
    const refusal = LINE_REFUSALS[line.problem];
    code ??= refusal.code;
    fields.push({ field: `items.${index}.${refusal.field}`, message: refusal.message(line.name ?? '') });
  });
  if (!code || !fields[0]) return undefined;
  return new AppError(422, code, fields[0].message, fields);
}

/** Paying with points needs a points price on every line. */
export function pointsRefusal(lines: BasketQuoteLine[]): AppError | undefined {
  if (lines.every((line) => line.pointsPrice > 0)) return undefined;
  const message = 'Some products in this order cannot be paid with loyalty points';
  return new AppError(422, 'POINTS_NOT_ACCEPTED', message, [{ field: 'paymentMethod', message }]);
}

export function pickupTimeInvalid(): AppError {
  const message = 'This pickup time is not available. Please choose another one.';
  return new AppError(422, 'PICKUP_TIME_INVALID', message, [{ field: 'pickup.at', message }]);
}

export function placeClosed(opensAt: Date | null): AppError {
  return new AppError(
    422,
    'PLACE_CLOSED',
    'The place is closed now. Please choose a pickup time.',
    undefined,
    {
      opensAt: opensAt?.toISOString() ?? null,
    },
  );
}

/** The place paused online orders: its reason, else a general sentence. */
export function orderingPaused(reason: string | null): AppError {
  const message = reason?.trim()
    ? `This place is not taking online orders right now: ${reason.trim()}`
    : 'This place is not taking online orders right now.';
  return new AppError(422, 'ORDERING_PAUSED', message);
}

export function pickupSlotFull(): AppError {
  const message = 'This pickup time is fully booked. Please choose another one.';
  return new AppError(422, 'PICKUP_SLOT_FULL', message, [{ field: 'pickup.at', message }]);
}

export function idempotencyKeyReused(): AppError {
  return new AppError(
    409,
    'IDEMPOTENCY_KEY_REUSED',
    'This checkout was already submitted with a different basket. Please review your basket and try again.',
  );
}

/**
 * A fingerprint of what was asked: the same key with the same request replays the order, with another
 * request it is refused. The pickup time is compared as an instant, whatever offset it was written with.
 */
export function requestHash(request: CheckoutRequest): string {
  const canonical = {
    providerId: request.providerId.toLowerCase(),
    items: request.items.map((item) => ({
      productId: item.productId.toLowerCase(),
      quantity: item.quantity,
      selectedExtraOptions: item.selectedExtraOptions.map((id) => id.toLowerCase()),
    })),
    paymentMethod: request.paymentMethod,
    pickup: 'at' in request.pickup ? { at: new Date(request.pickup.at).toISOString() } : { asap: true },
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
