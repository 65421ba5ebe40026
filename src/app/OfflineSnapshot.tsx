import { useTranslation } from 'react-i18next';
import type { LastSeen } from '../api';
import { formatShortCode } from '../features/profile/PersonalQrCode';
import { QrCodeImage } from '../features/profile/QrCodeImage';
import { useQrCode } from '../features/profile/qr-code-drawing';
import { useFormatDate } from '../lib/format-date';

/**
 * What the customer last saw, shown while the app cannot reach the server (SessionPending): the orders
 * under way with their numbers, the balance, and the personal code while it is still valid (else why
 * it is not shown). Marked as what was last seen, with when.
 */
export default function OfflineSnapshot({
  lastSeen,
  now = Date.now(),
}: {
  lastSeen: LastSeen;
  now?: number;
}) {
  const { t } = useTranslation('orders');
  const { dateTime } = useFormatDate();
  const qrValid = lastSeen.qr !== null && Date.parse(lastSeen.qr.expiresAt) > now;
  const qr = useQrCode(qrValid ? lastSeen.qr?.token : undefined);

  return (
    <section className="stack offline-snapshot" aria-labelledby="offline-snapshot-heading">
      <h2 id="offline-snapshot-heading">{t('offline.heading')}</h2>
      <p className="muted">{t('offline.seenAt', { time: dateTime(lastSeen.seenAt) })}</p>
      <p>
        {t('offline.balance')} <strong>{t('points', { count: lastSeen.loyaltyPoints })}</strong>
      </p>
      {lastSeen.activeOrders.length > 0 && (
        <section className="card" aria-labelledby="offline-orders-heading">
          <h3 id="offline-orders-heading">{t('offline.orders')}</h3>
          <ul className="stack">
            {lastSeen.activeOrders.map((order) => (
              <li key={order.orderId}>
                <strong>{t('order.number', { number: order.number })}</strong> · {order.providerName} ·{' '}
                {t(`status.${order.status}`)} · {t('order.pickup')}:{' '}
                {order.pickup.at ? dateTime(order.pickup.at) : t('pickup.asap')}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="card" aria-labelledby="offline-qr-heading">
        <h3 id="offline-qr-heading">{t('qr.heading')}</h3>
        {lastSeen.qr && qrValid ? (
          <>
            {qr?.current && (
              <QrCodeImage paths={qr.paths} size={200} label={t('qr.label', { name: lastSeen.name })} />
            )}
            <p>
              {t('qr.codeIntro')}{' '}
              <strong data-testid="counter-code">{formatShortCode(lastSeen.qr.code)}</strong>
            </p>
            <p className="muted">{t('offline.qrValidUntil', { time: dateTime(lastSeen.qr.expiresAt) })}</p>
          </>
        ) : (
          <p>{t('offline.qrExpired')}</p>
        )}
      </section>
    </section>
  );
}
