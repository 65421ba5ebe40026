import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  type ActiveOrderStatus,
  activeOrderStatuses,
  api,
  type Order,
  type OrderStatus,
  orderStatusNextStep,
  orderStatusTransitions,
  useListStaffOrdersQuery,
  useMoveStaffOrderMutation,
} from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useFormatDate } from '../../lib/format-date';
import { useFormatMoney } from '../../lib/format-money';
import { useAppDispatch } from '../../stores/hooks';
import { withStaffOrder } from './staff-live';

/** The place's active orders, grouped by status, oldest first; live through the shell's stream. */
export function StaffOrders() {
  const { t } = useTranslation('staff');
  const { providerId = '' } = useParams();
  const { data, isLoading, isError, refetch } = useListStaffOrdersQuery({ providerId });
  if (isLoading) return <p role="status">{t('orders.loading')}</p>;
  if (isError || !data) {
    return (
      <div className="stack">
        <Alert tone="error">{t('orders.error')}</Alert>
        <Button onClick={() => refetch()}>{t('orders.retry')}</Button>
      </div>
    );
  }
  const orders = data.data;
  return (
    <section className="staff-queue" aria-label={t('orders.title')}>
      {orders.length === 0 && <p className="muted">{t('orders.empty')}</p>}
      {activeOrderStatuses.map((status) => {
        const group = orders.filter((order) => order.status === status);
        return (
          <section key={status} className="staff-queue__group" aria-labelledby={`staff-group-${status}`}>
            <h2 id={`staff-group-${status}`}>
              {t(`orders.group.${status}`)} <span className="staff-count">{group.length}</span>
            </h2>
            <ul className="staff-queue__list">
              {group.map((order) => (
                <li key={order.orderId}>
                  <StaffOrderCard providerId={providerId} order={order} status={status} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}

function StaffOrderCard({
  providerId,
  order,
  status,
}: {
  providerId: string;
  order: Order;
  status: ActiveOrderStatus;
}) {
  const { t } = useTranslation('staff');
  const money = useFormatMoney();
  const { dayTime } = useFormatDate();
  const [move, { isLoading }] = useMoveStaffOrderMutation();
  const dispatch = useAppDispatch();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const [failed, setFailed] = useState(false);
  const next = orderStatusNextStep[status];
  const canCancel = orderStatusTransitions[status].includes('cancelled');
  const headingId = `staff-order-${order.orderId}`;

  const apply = async (to: OrderStatus, why?: string) => {
    setFailed(false);
    try {
      const moved = await move({
        providerId,
        orderId: order.orderId,
        body: { status: to, ...(why ? { reason: why } : {}) },
      }).unwrap();
      dispatch(
        api.util.updateQueryData('listStaffOrders', { providerId }, (draft) => ({
          data: withStaffOrder(draft.data, moved.data),
        })),
      );
    } catch {
      setFailed(true);
      dispatch(api.util.invalidateTags(['StaffOrders']));
    }
  };
  const submitCancel = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(true);
      return;
    }
    void apply('cancelled', reason.trim());
  };

  return (
    <article className={`staff-order staff-order--${status}`} aria-labelledby={headingId}>
      <header className="staff-order__header">
        <h3 id={headingId}>{t('orders.number', { number: order.number })}</h3>
        <span>
          {order.pickup.asap
            ? t('orders.pickupAsap')
            : t('orders.pickupAt', { time: dayTime(order.pickup.at ?? '') })}
        </span>
      </header>
      <p className="muted">{t('orders.placedAt', { time: dayTime(order.createdAt) })}</p>
      <ul className="staff-order__lines">
        {order.lines.map((line, index) => (
          // Lines have no id of their own; their position in the order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={`${line.productId}-${index}`}>
            <strong>{line.quantity} ×</strong> {line.name}
            {line.extras.length > 0 && (
              <span className="staff-order__extras">
                {' '}
                ({line.extras.map((extra) => extra.name).join(', ')})
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="staff-order__collect">
        {order.paymentMethod === 'points'
          ? t('orders.collect.points', { points: order.pointsSpent })
          : t(`orders.collect.${order.paymentMethod}`, { amount: money(order.total, order.currency) })}
      </p>
      {failed && <Alert tone="error">{t('orders.moveFailed')}</Alert>}
      {cancelling ? (
        <form className="staff-order__cancel" onSubmit={submitCancel} noValidate>
          <label htmlFor={`${headingId}-reason`}>{t('orders.cancelReason')}</label>
          <input
            id={`${headingId}-reason`}
            value={reason}
            maxLength={200}
            aria-invalid={reasonError}
            aria-describedby={reasonError ? `${headingId}-reason-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(false);
            }}
            // biome-ignore lint/a11y/noAutofocus: the field the staff member just asked for
            autoFocus
          />
          {reasonError && (
            <p id={`${headingId}-reason-error`} className="field-error">
              {t('orders.reasonRequired')}
            </p>
          )}
          <div className="staff-order__actions">
            <Button type="submit" variant="danger" loading={isLoading}>
              {t('orders.cancelConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setCancelling(false)}>
              {t('orders.keep')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="staff-order__actions">
          {next && (
            <Button loading={isLoading} onClick={() => void apply(next)}>
              {t(`orders.move.${next}`)}
            </Button>
          )}
          {canCancel && (
            <Button variant="secondary" onClick={() => setCancelling(true)}>
              {t('orders.cancel')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
