import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { customerCancellableStatuses, isActiveOrderStatus, isQueuedOrderStatus, type Order } from '../../api';
import { Button } from '../../components/Button';
import { FavouriteOrderToggle } from '../../components/FavouriteToggle';
import { ReadyEstimate } from '../../components/ReadyEstimate';
import { paths } from '../../config/paths';
import { useFormatDate } from '../../lib/format-date';
import { useFormatMoney } from '../../lib/format-money';

export interface OrderCardProps {
  order: Order;
  onCancel: (order: Order) => void;
  onOrderAgain: (order: Order) => void;
  /** The order whose lines are being put back in the basket, if any. */
  orderAgainBusyFor: string | null;
}

/** One order: when, where, its status, how it is paid, what is in it; its details on demand. */
export function OrderCard({ order, onCancel, onOrderAgain, orderAgainBusyFor }: OrderCardProps) {
  const { t } = useTranslation('orders');
  const formatMoney = useFormatMoney();
  const { dateTime, pickupTime } = useFormatDate();
  const underWay = isActiveOrderStatus(order.status);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const headingId = useId();

  return (
    <li className="card order-card" aria-labelledby={headingId}>
      <div className="order-card__header">
        <h3 id={headingId} className="order-card__title">
          {t('order.number', { number: order.number })}
        </h3>
        <span className={`badge order-status order-status--${order.status}`} data-testid="order-card-status">
          {t(`status.${order.status}`)}
        </span>
        <FavouriteOrderToggle
          order={order}
          label={t('favourites.order', { number: order.number })}
          errorText={t('favourites.saveError')}
        />
      </div>
      <p className="muted">
        {underWay
          ? `${t('order.pickup')}: ${order.pickup.at ? pickupTime(order.pickup.at) : t('pickup.asap')}`
          : dateTime(order.createdAt)}{' '}
        · {order.providerName}
      </p>
      {order.estimatedReadyAt && isQueuedOrderStatus(order.status) && (
        <ReadyEstimate at={order.estimatedReadyAt} className="order-card__estimate" />
      )}
      <p>
        {t(`payment.${order.paymentMethod}`)} ·{' '}
        {order.paymentMethod === 'points'
          ? t('points', { count: order.pointsSpent })
          : formatMoney(order.total, order.currency)}
      </p>
      {order.status === 'cancelled' && (
        <p className="order-card__cancelled" data-testid="order-card-cancelled">
          {order.cancelledBy === 'place'
            ? t('cancelled.byPlace', { number: order.number, place: order.providerName })
            : t('cancelled.byYou', { number: order.number })}
          {order.cancelReason && order.cancelledBy === 'place' && (
            <> {t('cancelled.reason', { reason: order.cancelReason })}</>
          )}{' '}
          {order.paymentMethod === 'points'
            ? t('cancelled.refunded', { count: order.pointsSpent })
            : t('cancelled.nothingToPay')}
        </p>
      )}
      <ul className="order-card__lines">
        {order.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order may hold one product twice, with other extras
          <li key={`${line.productId}-${index}`}>
            {t('order.line', { quantity: line.quantity, name: line.name })}
            {line.extras.length > 0 && (
              <span className="muted"> ({line.extras.map((extra) => extra.name).join(', ')})</span>
            )}
          </li>
        ))}
      </ul>
      {open && (
        <div id={detailsId} className="order-card__details">
          <dl className="order-card__facts">
            <div>
              <dt>{t('order.pickup')}</dt>
              <dd>{order.pickup.at ? dateTime(order.pickup.at) : t('pickup.asap')}</dd>
            </div>
            <div>
              <dt>{t('order.total')}</dt>
              <dd>{formatMoney(order.total, order.currency)}</dd>
            </div>
            {order.paymentMethod !== 'points' && order.status !== 'cancelled' && (
              <div>
                <dt>{t('order.pointsEarned')}</dt>
                <dd>{t('points', { count: order.pointsEarned })}</dd>
              </div>
            )}
          </dl>
          <table className="order-card__prices">
            <caption className="visually-hidden">{t('order.items')}</caption>
            <tbody>
              {order.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <tr key={`${line.productId}-${index}`}>
                  <th scope="row">{t('order.line', { quantity: line.quantity, name: line.name })}</th>
                  <td>{formatMoney(line.lineTotal, order.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h4>{t('order.timeline')}</h4>
          <ol className="order-card__timeline">
            {order.history.map((change) => (
              <li key={`${change.status}-${change.at}`}>
                {t(`status.${change.status}`)} · {dateTime(change.at)}
                {change.reason && <span className="muted"> · {change.reason}</span>}
              </li>
            ))}
          </ol>
        </div>
      )}
      <div className="order-card__actions">
        <Link className="btn btn--link" to={paths.order.getHref(order.orderId)} aria-describedby={headingId}>
          {t('orderPage.open', { number: order.number })}
        </Link>
        <Button
          variant="link"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-describedby={headingId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('order.hideDetails') : t('order.details')}
        </Button>
        {customerCancellableStatuses.includes(order.status) && (
          <Button variant="secondary" aria-describedby={headingId} onClick={() => onCancel(order)}>
            {t('order.cancel')}
          </Button>
        )}
        <Button
          variant="secondary"
          loading={orderAgainBusyFor === order.orderId}
          aria-describedby={headingId}
          onClick={() => onOrderAgain(order)}
        >
          {t('order.again')}
        </Button>
      </div>
    </li>
  );
}
