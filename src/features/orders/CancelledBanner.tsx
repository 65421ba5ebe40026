import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetMyOrderQuery } from '../../api';
import { paths } from '../../config/paths';
import './ready-banner.css';

const DISMISSED_KEY = 'orders.cancelledDismissed';

const readDismissed = (): string[] => {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

/** One order that left the orders under way: told when the place cancelled it, nothing otherwise. */
function CancelledNotice({ orderId, onDismiss }: { orderId: string; onDismiss: () => void }) {
  const { t } = useTranslation('orders');
  const order = useGetMyOrderQuery({ orderId }).data?.data;
  if (order?.status !== 'cancelled' || order.cancelledBy !== 'place') return null;
  return (
    <div className="ready-banner ready-banner--cancelled" role="alert">
      <div className="ready-banner__item">
        <div className="ready-banner__text">
          <p>{t('cancelled.byPlace', { number: order.number, place: order.providerName })}</p>
          {order.cancelReason && <p>{t('cancelled.reason', { reason: order.cancelReason })}</p>}
          <p>
            {order.paymentMethod === 'points'
              ? t('cancelled.refunded', { count: order.pointsSpent })
              : t('cancelled.nothingToPay')}
          </p>
          <Link to={paths.order.getHref(order.orderId)}>{t('cancelled.open', { number: order.number })}</Link>
        </div>
        <button
          type="button"
          className="btn btn--secondary ready-banner__ok"
          aria-label={t('cancelled.dismiss', { number: order.number })}
          onClick={onDismiss}
        >
          {t('ready.ok')}
        </button>
      </div>
    </div>
  );
}

/**
 * "The café cancelled your order": as prominent as "ready", with the reason and what happens to the
 * payment, for every order that left the orders under way while the app was open, until dismissed.
 */
export default function CancelledBanner({ orderIds }: { orderIds: string[] }) {
  const [dismissed, setDismissed] = useState(readDismissed);
  const shown = orderIds.filter((orderId) => !dismissed.includes(orderId));
  const dismiss = (orderId: string) => {
    const next = [...dismissed, orderId];
    setDismissed(next);
    try {
      sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Dismissed for this page only.
    }
  };
  // Each notice is its own banner: an order the customer cancelled themselves shows nothing at all.
  return shown.map((orderId) => (
    <CancelledNotice key={orderId} orderId={orderId} onDismiss={() => dismiss(orderId)} />
  ));
}
