import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListRecentStaffOrdersQuery } from '../../api/staff';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useFormatDate } from '../../lib/format-date';

/**
 * Today's completed orders, latest first, each with "Bring back" (back to ready). Loaded only while
 * open; refetched on every order event of the place.
 */
export function RecentlyCompleted({
  providerId,
  onBringBack,
}: {
  providerId: string;
  onBringBack: (orderId: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  return (
    <details className="staff-recent" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('recent.title')}</summary>
      {open && <RecentList providerId={providerId} onBringBack={onBringBack} />}
    </details>
  );
}

function RecentList({
  providerId,
  onBringBack,
}: {
  providerId: string;
  onBringBack: (orderId: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('staff');
  const { dayTime } = useFormatDate();
  const { data, isLoading, isError } = useListRecentStaffOrdersQuery({ providerId });
  const [busy, setBusy] = useState<string>();
  if (isLoading) return <p role="status">{t('recent.loading')}</p>;
  if (isError || !data) return <Alert tone="error">{t('recent.error')}</Alert>;
  if (data.data.length === 0) return <p className="muted">{t('recent.empty')}</p>;
  return (
    <ul className="staff-recent__list">
      {data.data.map((order) => (
        <li key={order.orderId}>
          <span>
            <strong>{t('orders.number', { number: order.number })}</strong>
            {order.customerFirstName ? ` · ${order.customerFirstName}` : ''} ·{' '}
            {t('recent.completedAt', { time: dayTime(order.updatedAt) })}
          </span>
          <Button
            variant="secondary"
            loading={busy === order.orderId}
            aria-label={t('recent.bringBackOrder', { number: order.number })}
            onClick={async () => {
              setBusy(order.orderId);
              await onBringBack(order.orderId);
              setBusy(undefined);
            }}
          >
            {t('recent.bringBack')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
