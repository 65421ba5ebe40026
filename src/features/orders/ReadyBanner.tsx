import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderSummary } from '../../api';
import { paths } from '../../config/paths';
import './ready-banner.css';

const DISMISSED_KEY = 'orders.readyDismissed';

const readDismissed = (): string[] => {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

/** Orders already announced by a system notification in this tab: one each. */
const notified = new Set<string>();

function notify(order: OrderSummary, title: string, body: string) {
  if (notified.has(order.orderId)) return;
  notified.add(order.orderId);
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  // Only while the app is open, and only when the customer is not looking at it already.
  if (document.visibilityState === 'visible' && document.hasFocus()) return;
  try {
    new Notification(title, { body, tag: `order-ready-${order.orderId}` });
  } catch {
    // Some browsers only notify through a service worker; the banner still says it.
  }
}

/** "Your order is ready": wherever the customer is, until dismissed; a system notification too, if allowed. */
export default function ReadyBanner({ orders, announce }: { orders: OrderSummary[]; announce: string[] }) {
  const { t } = useTranslation('orders');
  const [dismissed, setDismissed] = useState(readDismissed);
  const shown = orders.filter((order) => !dismissed.includes(order.orderId));

  useEffect(() => {
    for (const order of orders) {
      if (announce.includes(order.orderId))
        notify(
          order,
          t('ready.notificationTitle'),
          t('ready.message', { number: order.number, place: order.providerName }),
        );
    }
  }, [orders, announce, t]);

  const dismiss = (orderId: string) => {
    const next = [...dismissed, orderId];
    setDismissed(next);
    try {
      sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Dismissed for this page only.
    }
  };

  if (shown.length === 0) return null;
  return (
    <div className="ready-banner" role="alert">
      {shown.map((order) => (
        <div key={order.orderId} className="ready-banner__item">
          <p className="ready-banner__text">
            <Link to={paths.order.getHref(order.orderId)}>
              {t('ready.message', { number: order.number, place: order.providerName })}
            </Link>
          </p>
          <button
            type="button"
            className="btn btn--secondary ready-banner__ok"
            aria-label={t('ready.dismiss', { number: order.number })}
            onClick={() => dismiss(order.orderId)}
          >
            {t('ready.ok')}
          </button>
        </div>
      ))}
    </div>
  );
}
