import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { activeOrderStatuses, orderStatusNextStep } from '../../api';
import { type StaffOrder, useGetStaffSettingsQuery, useListStaffOrdersQuery } from '../../api/staff';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { type ShortcutAction, useKeyboardShortcuts } from './keyboard-shortcuts';
import { useQueueMoves } from './queue-moves';
import { RecentlyCompleted } from './RecentlyCompleted';
import { StaffTicket } from './StaffTicket';
import {
  DEFAULT_PENDING_FLAG_MINUTES,
  isOverdue,
  isScheduledLater,
  thresholdsOf,
  useNow,
} from './ticket-age';

/**
 * The kitchen display: the place's orders under way in one column per status across the screen,
 * scheduled orders apart until they are due, the undo of the last move, today's completed orders, and
 * keyboard shortcuts. Live through the shell's stream.
 */
export function StaffOrders() {
  const { t } = useTranslation('staff');
  const { providerId = '' } = useParams();
  const { data, isLoading, isError, refetch } = useListStaffOrdersQuery({ providerId });
  // The place's own colours and flag minutes; the defaults until they load (or if they cannot).
  const settings = useGetStaffSettingsQuery({ providerId }).data?.data;
  const thresholds = thresholdsOf(settings);
  const flagMinutes = settings?.pendingFlagMinutes ?? DEFAULT_PENDING_FLAG_MINUTES;
  const now = useNow();
  const moves = useQueueMoves(providerId);
  const [selectedId, setSelectedId] = useState<string>();
  const [helpOpen, setHelpOpen] = useState(false);

  const orders = data?.data ?? [];
  const scheduled = orders.filter((order) => order.status === 'pending' && isScheduledLater(order, now));
  const onBoard = orders.filter((order) => !scheduled.includes(order));
  // The tickets in the order the arrows walk them: column by column, oldest first.
  const walk = activeOrderStatuses.flatMap((status) => onBoard.filter((order) => order.status === status));
  const selected = walk.find((order) => order.orderId === selectedId) ?? walk[0];
  const overdue = orders.filter((order) => isOverdue(order, flagMinutes, now));
  const announcement = useOverdueAnnouncement(data ? overdue : undefined);

  useKeyboardShortcuts((action: ShortcutAction) => {
    if (action === 'help') return setHelpOpen(true);
    if (action === 'undo') return void moves.undo();
    if (!selected) return;
    const index = walk.indexOf(selected);
    if (action === 'previous') return setSelectedId(walk[Math.max(0, index - 1)]?.orderId);
    if (action === 'next') return setSelectedId(walk[Math.min(walk.length - 1, index + 1)]?.orderId);
    const next =
      selected.status === 'completed' || selected.status === 'cancelled'
        ? undefined
        : orderStatusNextStep[selected.status];
    if (next) void moves.move(selected, next);
  });

  if (isLoading) return <p role="status">{t('orders.loading')}</p>;
  if (isError || !data) {
    return (
      <div className="stack">
        <Alert tone="error">{t('orders.error')}</Alert>
        <Button onClick={() => refetch()}>{t('orders.retry')}</Button>
      </div>
    );
  }

  const ticket = (order: StaffOrder) =>
    order.status === 'completed' || order.status === 'cancelled' ? null : (
      <li key={order.orderId}>
        <StaffTicket
          order={order}
          status={order.status}
          now={now}
          thresholds={thresholds}
          overdue={overdue.includes(order)}
          selected={order.orderId === selected?.orderId}
          onSelect={() => setSelectedId(order.orderId)}
          onMove={moves.move}
        />
      </li>
    );

  return (
    <section className="staff-queue" aria-label={t('orders.title')}>
      <p className="visually-hidden" role="status" data-testid="staff-overdue-announcement">
        {announcement.length === 1
          ? t('orders.overdueAnnounceOne', { number: announcement[0] })
          : announcement.length > 1
            ? t('orders.overdueAnnounceMany', { numbers: announcement.join(', ') })
            : ''}
      </p>
      <div className="staff-queue__toolbar">
        {moves.lastMove && (
          <div className="staff-undo" role="status">
            <span>
              {t('orders.moved', {
                number: moves.lastMove.number,
                status: t(`orders.statusName.${moves.lastMove.to}`),
              })}
            </span>
            <Button variant="secondary" onClick={() => void moves.undo()}>
              {t('orders.undo')}
            </Button>
          </div>
        )}
        {moves.recallFailed && <Alert tone="error">{t('orders.recallFailed')}</Alert>}
        <Button variant="link" onClick={() => setHelpOpen(true)}>
          {t('shortcuts.open')}
        </Button>
      </div>
      {orders.length === 0 && <p className="muted">{t('orders.empty')}</p>}
      <div className="staff-board">
        {activeOrderStatuses.map((status) => {
          const group = onBoard.filter((order) => order.status === status);
          return (
            <section key={status} className="staff-queue__group" aria-labelledby={`staff-group-${status}`}>
              <h2 id={`staff-group-${status}`}>
                {t(`orders.group.${status}`)} <span className="staff-count">{group.length}</span>
              </h2>
              <ul className="staff-queue__list">{group.map(ticket)}</ul>
            </section>
          );
        })}
      </div>
      {scheduled.length > 0 && (
        <section className="staff-queue__group staff-scheduled" aria-labelledby="staff-group-scheduled">
          <h2 id="staff-group-scheduled">
            {t('orders.group.scheduled')} <span className="staff-count">{scheduled.length}</span>
          </h2>
          <ul className="staff-queue__list">{scheduled.map(ticket)}</ul>
        </section>
      )}
      <RecentlyCompleted providerId={providerId} onBringBack={moves.recall} />
      <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </section>
  );
}

/**
 * The numbers of the orders that became overdue since the last change, for a screen reader's polite
 * announcement: once per order, all that turned at once in one sentence, none for what was overdue when
 * the queue first loaded (the tickets say it) or before `overdue` is known (undefined while loading).
 */
function useOverdueAnnouncement(overdue: StaffOrder[] | undefined): string[] {
  const announced = useRef<Set<string> | undefined>(undefined);
  const [numbers, setNumbers] = useState<string[]>([]);
  const ids = overdue?.map((order) => order.orderId).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ids` stands for `overdue`, which is new on every render
  useEffect(() => {
    if (!overdue) return;
    if (!announced.current) {
      announced.current = new Set(overdue.map((order) => order.orderId));
      return;
    }
    const seen = announced.current;
    const fresh = overdue.filter((order) => !seen.has(order.orderId));
    if (fresh.length === 0) return;
    for (const order of fresh) seen.add(order.orderId);
    setNumbers(fresh.map((order) => order.number));
  }, [ids]);
  return numbers;
}

function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const rows = [
    ['← → ↑ ↓', t('shortcuts.select')],
    ['Enter, Space', t('shortcuts.bump')],
    ['Backspace, U', t('shortcuts.undo')],
    ['?', t('shortcuts.help')],
  ];
  return (
    <Modal open={open} title={t('shortcuts.title')} onCancel={onClose}>
      <dl className="staff-shortcuts">
        {rows.map(([keys, meaning]) => (
          <div key={keys}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
      <div className="dialog__actions">
        <Button onClick={onClose}>{t('shortcuts.close')}</Button>
      </div>
    </Modal>
  );
}
