import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Order, useGetMyOrderQuery } from '../../api';
import { Button } from '../../components/Button';
import { paths } from '../../config/paths';
import { useFormatDate } from '../../lib/format-date';
import { useFormatMoney } from '../../lib/format-money';
import { useAppDispatch } from '../../stores/hooks';
import { subscribePush } from '../../stores/push-subscription';

const canAskForNotifications = () =>
  typeof window !== 'undefined' && 'Notification' in window && Notification.permission === 'default';

/** The placed order: the number the counter calls out, when to collect it and its status, kept live. */
export function OrderConfirmation({ order: placed }: { order: Order }) {
  const { t } = useTranslation('orders');
  const dispatch = useAppDispatch();
  const formatMoney = useFormatMoney();
  const { dateTime } = useFormatDate();
  // The cache entry the live events update: the status changes here as the place works on it.
  const order = useGetMyOrderQuery({ orderId: placed.orderId }).data?.data ?? placed;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [askNotifications, setAskNotifications] = useState(canAskForNotifications);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="stack checkout-confirmation" aria-labelledby="order-placed">
      <h2 id="order-placed" tabIndex={-1} ref={headingRef}>
        {t('confirmation.title')}
      </h2>
      <p className="checkout-confirmation__number">
        {t('confirmation.number')} <strong data-testid="order-number">{order.number}</strong>
      </p>
      <dl className="checkout-totals card">
        <div>
          <dt>{t('order.place')}</dt>
          <dd>{order.providerName}</dd>
        </div>
        <div>
          <dt>{t('order.pickup')}</dt>
          <dd>{order.pickup.at ? dateTime(order.pickup.at) : t('pickup.asap')}</dd>
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
      <p className="muted">
        {order.paymentMethod === 'points'
          ? t('confirmation.paidWithPoints')
          : t('confirmation.payAtCounter', { count: order.pointsEarned })}
      </p>
      {askNotifications && (
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
