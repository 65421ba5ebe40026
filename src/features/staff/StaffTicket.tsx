import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActiveOrderStatus,
  type Order,
  type OrderStatus,
  orderStatusNextStep,
  orderStatusTransitions,
} from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useFormatDate } from '../../lib/format-date';
import { useFormatMoney } from '../../lib/format-money';
import { type AgeThresholds, ageTone, waitedMinutes } from './ticket-age';

export interface StaffTicketProps {
  order: Order;
  status: ActiveOrderStatus;
  now: number;
  thresholds: AgeThresholds;
  /** Still pending past the place's flag minutes after its pickup time: about to be cancelled as not collected. */
  overdue: boolean;
  /** The ticket the keyboard's arrows chose. */
  selected: boolean;
  onSelect: () => void;
  /** Moves the order (the board patches the queue and offers the undo); false when it failed. */
  onMove: (order: Order, to: OrderStatus, reason?: string) => Promise<boolean>;
}

/**
 * One order on the kitchen display: number and customer first, whether it is overdue (in words, with a
 * sign and a colour), how long it has waited (in words and in colour), when it is wanted, the items with their extras, what to collect, and its next step.
 */
export function StaffTicket({
  order,
  status,
  now,
  thresholds,
  overdue,
  selected,
  onSelect,
  onMove,
}: StaffTicketProps) {
  const { t } = useTranslation('staff');
  const money = useFormatMoney();
  const { dayTime } = useFormatDate();
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const [failed, setFailed] = useState(false);
  const next = orderStatusNextStep[status];
  const canCancel = orderStatusTransitions[status].includes('cancelled');
  const headingId = `staff-order-${order.orderId}`;
  const minutes = waitedMinutes(order, now);
  const tone = ageTone(minutes, thresholds);
  const article = useRef<HTMLElement>(null);
  // The ticket the arrows chose stays in sight on a long queue.
  useEffect(() => {
    if (selected) article.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  const apply = async (to: OrderStatus, why?: string) => {
    setFailed(false);
    setBusy(true);
    const moved = await onMove(order, to, why);
    setBusy(false);
    setFailed(!moved);
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
    // biome-ignore lint/a11y/useKeyWithClickEvents: choosing a ticket by pointer; the keyboard has the arrows
    <article
      ref={article}
      className={`staff-order staff-order--${status} staff-order--age-${tone}${overdue ? ' staff-order--overdue' : ''}${selected ? ' staff-order--selected' : ''}`}
      aria-labelledby={headingId}
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
    >
      <header className="staff-order__header">
        <h3 id={headingId}>{t('orders.number', { number: order.number })}</h3>
        {order.customerFirstName && <p className="staff-order__name">{order.customerFirstName}</p>}
      </header>
      {overdue && (
        <p className="staff-order__overdue">
          <span aria-hidden="true">⚠ </span>
          {t('orders.overdue')}
        </p>
      )}
      <p className={`staff-order__age staff-order__age--${tone}`} data-testid="ticket-age">
        {t(`orders.age.${tone}`, { count: minutes })}
      </p>
      <p className="staff-order__pickup">
        {order.pickup.asap
          ? t('orders.pickupAsap')
          : t('orders.pickupAt', { time: dayTime(order.pickup.at ?? '') })}
      </p>
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
            <Button type="submit" variant="danger" loading={busy}>
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
            <Button loading={busy} onClick={() => void apply(next)}>
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
