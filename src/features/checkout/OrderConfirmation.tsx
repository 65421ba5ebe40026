import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isActiveOrderStatus, isQueuedOrderStatus, type Order } from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FavouriteOrderToggle } from '../../components/FavouriteToggle';
import { ReadyEstimate } from '../../components/ReadyEstimate';
import { paths } from '../../config/paths';
import { useFormatDate } from '../../lib/format-date';
import { useFormatMoney } from '../../lib/format-money';
import { useAppDispatch } from '../../stores/hooks';
import { subscribePush } from '../../stores/push-subscription';

const canAskForNotifications = () =>
  typeof window !== 'undefined' && 'Notification' in window && Notification.permission === 'default';

/** What the customer still has to do, or what happened, for the order's status and payment. */
function useStatusNote(order: Order): string {
  const { t } = useTranslation('orders');
  const byPoints = order.paymentMethod === 'points';
  switch (order.status) {
    case 'completed':
      return byPoints
        ? t('confirmation.completedWithPoints')
        : t('confirmation.completedEarned', { count: order.pointsEarned });
    case 'cancelled':
      return byPoints
        ? t('confirmation.cancelledRefunded', { count: order.pointsSpent })
        : t('confirmation.cancelledNothingToPay');
    case 'ready':
      return byPoints
        ? t('confirmation.readyPaid')
        : t('confirmation.readyPayNow', { count: order.pointsEarned });
    default:
      return byPoints
        ? t('confirmation.paidWithPoints')
        : t('confirmation.payAtCounter', { count: order.pointsEarned });
  }
}

/**
 * One order as its page shows it: the number the counter calls out, when to collect it, its status
 * (kept live by the events), what is left to do, and what is in it. `justPlaced` greets the customer.
 */
export function OrderConfirmation({ order, justPlaced = false }: { order: Order; justPlaced?: boolean }) {
  const { t } = useTranslation('orders');
  const dispatch = useAppDispatch();
  const formatMoney = useFormatMoney();
  const { pickupTime } = useFormatDate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [askNotifications, setAskNotifications] = useState(canAskForNotifications);
  const note = useStatusNote(order);
  const active = isActiveOrderStatus(order.status);

  useEffect(() => {
    if (justPlaced) headingRef.current?.focus();
  }, [justPlaced]);

  return (
    <section className="stack checkout-confirmation" aria-labelledby="order-summary">
      <h2
        id="order-summary"
        tabIndex={-1}
        ref={headingRef}
        className={justPlaced ? undefined : 'visually-hidden'}
      >
        {justPlaced ? t('confirmation.title') : t('orderPage.summary')}
      </h2>
      {order.status === 'cancelled' && (
        <Alert tone="error">
          <strong>
            {order.cancelledBy === 'place'
              ? t('cancelled.byPlace', { number: order.number, place: order.providerName })
              : t('cancelled.byYou', { number: order.number })}
          </strong>
          {order.cancelReason && order.cancelledBy === 'place' && (
            <> {t('cancelled.reason', { reason: order.cancelReason })}</>
          )}
        </Alert>
      )}
      <p className="checkout-confirmation__number">
        {t('confirmation.number')} <strong data-testid="order-number">{order.number}</strong>
        <FavouriteOrderToggle
          order={order}
          label={t('favourites.order', { number: order.number })}
          errorText={t('favourites.saveError')}
        />
      </p>
      <dl className="checkout-totals card">
        <div>
          <dt>{t('order.place')}</dt>
          <dd>{order.providerName}</dd>
        </div>
        <div>
          <dt>{t('order.pickup')}</dt>
          <dd>{order.pickup.at ? pickupTime(order.pickup.at) : t('pickup.asap')}</dd>
        </div>
        <div>
          <dt>{t('order.status')}</dt>
          <dd aria-live="polite" data-testid="order-status">
            {t(`status.${order.status}`)}
          </dd>
        </div>
        <div>
          <dt>{t('order.payment')}</dt>
          <dd>{t(`payment.${order.paymentMethod}`)}</dd>
        </div>
        <div>
          <dt>{t('order.total')}</dt>
          <dd>
            {order.paymentMethod === 'points'
              ? t('points', { count: order.pointsSpent })
              : formatMoney(order.total, order.currency)}
          </dd>
        </div>
      </dl>
      {order.estimatedReadyAt && isQueuedOrderStatus(order.status) && (
        <ReadyEstimate at={order.estimatedReadyAt} announce className="checkout-confirmation__estimate" />
      )}
      <p className="muted" data-testid="order-note">
        {note}
      </p>
      <section className="card" aria-labelledby="order-items">
        <h3 id="order-items" className="checkout__heading">
          {t('order.items')}
        </h3>
        <ul className="checkout-lines">
          {order.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order may hold one product twice, with other extras
            <li key={`${line.productId}-${index}`} className="checkout-line">
              <span className="checkout-line__name">
                {t('order.line', { quantity: line.quantity, name: line.name })}
              </span>
              <span className="checkout-line__price">{formatMoney(line.lineTotal, order.currency)}</span>
              {line.extras.length > 0 && (
                <span className="checkout-line__extras muted">
                  {line.extras.map((extra) => extra.name).join(', ')}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>
      {active && askNotifications && (
        <Button
          variant="secondary"
          onClick={() => {
            // Also on this device's lock screen when the app is closed (Web Push, when the browser can).
            void subscribePush(dispatch).finally(() => setAskNotifications(false));
          }}
        >
          {t('confirmation.notifyMe')}
        </Button>
      )}
      <Link className="btn btn--primary btn--full" to={paths.profile.getHref()}>
        {t('confirmation.seeOrders')}
      </Link>
    </section>
  );
}
