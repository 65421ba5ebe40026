import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Order, useListMyOrdersQuery } from '../../api';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { ORDERS_PAGE_SIZE } from '../../config/paging';
import { OrderCard } from './OrderCard';

type Scope = 'active' | 'history';

interface CardActions {
  onCancel: (order: Order) => void;
  onOrderAgain: (order: Order) => void;
  orderAgainBusyFor: string | null;
}

function OrderCards({ orders, actions }: { orders: readonly Order[] | undefined; actions: CardActions }) {
  return (
    <>
      {orders?.map((order) => (
        <OrderCard key={order.orderId} order={order} {...actions} />
      ))}
    </>
  );
}

/**
 * An older page of orders ("Show older orders"); each page is its own cache entry, refreshed by the
 * live events and by invalidation. The first page is the list's own. One that fails says so, with a
 * retry (the list offers no "Show older orders" without the page's answer).
 */
function OlderOrderPage({ scope, cursor, actions }: { scope: Scope; cursor: string; actions: CardActions }) {
  const { t } = useTranslation('orders');
  const { data, isError, refetch } = useListMyOrdersQuery({ scope, cursor, limit: ORDERS_PAGE_SIZE });
  if (isError && !data) {
    return (
      <li>
        <ErrorState message={t('orders.loadError')} onRetry={() => void refetch()} />
      </li>
    );
  }
  return <OrderCards orders={data?.data.orders} actions={actions} />;
}

/** The orders under way, or the history, newest first, a page at a time ("Show older orders"). */
export function OrderList({ scope, ...actions }: { scope: Scope } & CardActions) {
  const { t } = useTranslation('orders');
  // The cursors of the older pages shown, oldest last.
  const [cursors, setCursors] = useState<string[]>([]);
  // The first page's cards come from `first`, not a subscription of their own: each subscription is a
  // store action, a timer and a promise as the screen appears, which a phone feels.
  const first = useListMyOrdersQuery({ scope, limit: ORDERS_PAGE_SIZE });
  const lastCursor = cursors[cursors.length - 1];
  const older = useListMyOrdersQuery(
    lastCursor === undefined ? skipToken : { scope, cursor: lastCursor, limit: ORDERS_PAGE_SIZE },
  );
  const last = lastCursor === undefined ? first : older;
  const headingId = `orders-${scope}`;

  let content: React.ReactNode;
  if (first.isError && !first.data) {
    content = <ErrorState message={t('orders.loadError')} onRetry={() => void first.refetch()} />;
  } else if (!first.data) {
    content = <LoadingState />;
  } else if (first.data.data.orders.length === 0) {
    content = <p className="muted">{scope === 'active' ? t('orders.noActive') : t('orders.noHistory')}</p>;
  } else {
    // The current page's own answer (`currentData`): while an older page loads, `data` is still the page
    // before, whose cursor is the one being loaded, and a second tap would add that page twice.
    const nextCursor = last.currentData?.data.nextCursor;
    content = (
      <>
        <ul className="order-list">
          <OrderCards orders={first.data.data.orders} actions={actions} />
          {cursors.map((cursor) => (
            <OlderOrderPage key={cursor} scope={scope} cursor={cursor} actions={actions} />
          ))}
        </ul>
        {older.isFetching && <LoadingState />}
        {nextCursor && (
          <Button variant="secondary" onClick={() => setCursors([...cursors, nextCursor])}>
            {t('orders.more')}
          </Button>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="profile-section">
      <h2 id={headingId}>{scope === 'active' ? t('orders.active') : t('orders.history')}</h2>
      {content}
    </section>
  );
}
