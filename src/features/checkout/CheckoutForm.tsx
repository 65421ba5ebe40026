import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  apiErrorCode,
  type CheckoutRequest,
  type Order,
  type PaymentMethod,
  useCheckoutMutation,
  useGetProviderQuery,
  useListPickupTimesQuery,
  useQuoteBasketQuery,
} from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useFormatMoney } from '../../lib/format-money';
import type { BasketItem } from '../../stores/basket-slice';
import { endCheckoutAttempt, idempotencyKeyFor } from './checkout-attempt';
import { checkoutErrorMessage } from './checkout-error';
import { PaymentChoice } from './PaymentChoice';
import { type Pickup, PickupChoice } from './PickupChoice';

/** Refusals after which the basket is priced again, so the screen shows what changed. */
const REPRICE_ON = new Set<string>([
  'PRODUCT_UNAVAILABLE',
  'INVALID_EXTRAS',
  'TOO_MANY_EXTRAS',
  'OTHER_PROVIDER',
  'POINTS_NOT_ACCEPTED',
]);

/** The pickup times move on every quarter hour: ask again now and then while the screen is open. */
const PICKUP_TIMES_REFRESH_MS = 60_000;

export interface CheckoutFormProps {
  items: BasketItem[];
  onPlaced: (order: Order) => void;
}

export function CheckoutForm({ items, onPlaced }: CheckoutFormProps) {
  const { t, i18n } = useTranslation('orders');
  const formatMoney = useFormatMoney();
  const user = useCurrentUser();
  const providerId = items[0]?.providerId ?? '';
  const basket = useMemo(
    () =>
      items.map(({ productId, quantity, selectedExtraOptions }) => ({
        productId,
        quantity,
        selectedExtraOptions,
      })),
    [items],
  );
  const quoteResult = useQuoteBasketQuery({ body: { providerId, items: basket } });
  const providerResult = useGetProviderQuery({ providerId });
  const provider = providerResult.data?.data;
  const pickupTimes = useListPickupTimesQuery(
    { providerId },
    { pollingInterval: PICKUP_TIMES_REFRESH_MS, refetchOnMountOrArgChange: true },
  );
  const [checkout, { isLoading: placing }] = useCheckoutMutation();

  const [pickup, setPickup] = useState<Pickup | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cash');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const submitting = useRef(false);

  const quote = quoteResult.currentData?.data;
  const times = pickupTimes.data?.data;
  const timeZone = times?.timezone ?? provider?.timezone;
  // The place paused online orders (a rush): said before the customer tries, with the place's reason.
  const paused = times ? times.orderingPaused : provider?.orderingPaused;

  if (quoteResult.isError) {
    return <ErrorState message={t('checkout.quoteError')} onRetry={() => void quoteResult.refetch()} />;
  }
  // The form shows whole, once the price, the place and its pickup times have each answered (or failed):
  // shown as they came, the place's address and the pickup times pushed the payment choice down after
  // it had appeared (Lighthouse counted a layout shift of 0.014-0.051 in about a third of its runs).
  if (!quote || providerResult.isLoading || pickupTimes.isLoading) {
    return <LoadingState label={t('checkout.pricing')} />;
  }

  const unavailable = quote.lines.filter((line) => !line.available);
  const pointsAccepted = quote.lines.every((line) => line.pointsPrice > 0);
  const balance = user?.loyaltyPoints ?? 0;
  const method: PaymentMethod = paymentMethod === 'points' && !pointsAccepted ? 'cash' : paymentMethod;
  const pointsShort = method === 'points' && balance < quote.pointsTotal;
  // The customer's choice while the place still offers it (times move on, a place closes), else
  // the first one offered: as soon as possible while open, else the first time.
  const stillOffered =
    pickup !== null &&
    times !== undefined &&
    ('asap' in pickup ? times.asapAvailable : times.times.includes(pickup.at));
  const chosenPickup: Pickup | null = stillOffered
    ? pickup
    : times?.asapAvailable
      ? { asap: true }
      : times?.times[0]
        ? { at: times.times[0] }
        : null;
  const canSubmit = unavailable.length === 0 && chosenPickup !== null && !pointsShort && !placing;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || !chosenPickup || submitting.current) return;
    submitting.current = true;
    setSubmitError(null);
    const request: CheckoutRequest = {
      providerId,
      items: basket,
      paymentMethod: method,
      pickup: chosenPickup,
    };
    try {
      const { data: order } = await checkout({
        'Idempotency-Key': idempotencyKeyFor(request),
        checkoutRequest: request,
      }).unwrap();
      onPlaced(order);
    } catch (error) {
      setSubmitError(checkoutErrorMessage(error, t, i18n.language || 'en', timeZone));
      // What the server refused is shown again as it is now: the menu, the pickup times.
      const code = apiErrorCode(error);
      if (code === 'PICKUP_TIME_INVALID' || code === 'PLACE_CLOSED') void pickupTimes.refetch();
      if (code && REPRICE_ON.has(code)) void quoteResult.refetch();
      // The server refuses this key for any other order: the next submit is a new attempt.
      if (code === 'IDEMPOTENCY_KEY_REUSED') endCheckoutAttempt();
    } finally {
      submitting.current = false;
    }
  };

  return (
    <form className="stack checkout" onSubmit={submit} noValidate aria-busy={placing || undefined}>
      <section className="card" aria-labelledby="checkout-order">
        <h2 id="checkout-order" className="checkout__heading">
          {provider ? t('checkout.orderAt', { place: provider.name }) : t('checkout.yourOrder')}
        </h2>
        {provider && <p className="muted">{provider.address}</p>}
        {paused && (
          <Alert tone="error">
            {paused.reason.trim()
              ? t('errors.ORDERING_PAUSED_reason', { reason: paused.reason.trim() })
              : t('errors.ORDERING_PAUSED')}
          </Alert>
        )}
        <ul className="checkout-lines">
          {quote.lines.map((line, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a basket may hold one product twice, with other extras
              key={`${line.productId}-${index}`}
              className={line.available ? 'checkout-line' : 'checkout-line checkout-line--unavailable'}
            >
              <span className="checkout-line__name">
                {t('checkout.lineQuantity', {
                  count: line.quantity,
                  name: line.name ?? t('checkout.unknownProduct'),
                })}
              </span>
              <span className="checkout-line__price">{formatMoney(line.lineTotal, quote.currency)}</span>
              {line.extras.length > 0 && (
                <span className="checkout-line__extras muted">
                  {t('checkout.extras', { names: line.extras.map((extra) => extra.name).join(', ') })}
                </span>
              )}
              {!line.available && (
                <span className="checkout-line__problem">{t('checkout.lineUnavailable')}</span>
              )}
            </li>
          ))}
        </ul>
        <dl className="checkout-totals">
          <div className="checkout-totals__total">
            <dt>{t('checkout.total')}</dt>
            <dd data-testid="checkout-total">{formatMoney(quote.total, quote.currency)}</dd>
          </div>
          {pointsAccepted && (
            <div>
              <dt>{t('checkout.pointsPrice')}</dt>
              <dd>{t('points', { count: quote.pointsTotal })}</dd>
            </div>
          )}
          <div>
            <dt>{t('checkout.pointsEarned')}</dt>
            <dd>{t('points', { count: method === 'points' ? 0 : quote.loyaltyPointsEarned })}</dd>
          </div>
        </dl>
      </section>

      {unavailable.length > 0 && (
        <Alert tone="error">
          {t('checkout.someUnavailable')}{' '}
          <Link to={paths.basket.getHref()}>{t('checkout.backToBasket')}</Link>
        </Alert>
      )}

      <PickupChoice
        times={times}
        failed={pickupTimes.isError && !times}
        onRetry={() => void pickupTimes.refetch()}
        placeName={provider?.name}
        value={chosenPickup}
        onChange={setPickup}
      />

      <PaymentChoice
        value={method}
        onChange={(next) => {
          setPaymentMethod(next);
          setSubmitError(null);
        }}
        pointsAccepted={pointsAccepted}
        pointsTotal={quote.pointsTotal}
        balance={balance}
      />

      {pointsShort && (
        <Alert tone="error">{t('checkout.notEnoughPoints', { points: quote.pointsTotal })}</Alert>
      )}
      {submitError && <Alert tone="error">{submitError}</Alert>}

      <Button type="submit" fullWidth loading={placing} disabled={!canSubmit}>
        {method === 'points'
          ? t('checkout.placeWithPoints', { count: quote.pointsTotal })
          : t('checkout.place', { total: formatMoney(quote.total, quote.currency) })}
      </Button>
    </form>
  );
}
