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

/** One page of orders; each page is its own cache entry, refreshed by the live events and by invalidation. */
function OrderPage({
  scope,
  cursor,
  actions,
}: {
  scope: Scope;
  cursor: string | undefined;
  actions: CardActions;
}) {
  const { data } = useListMyOrdersQuery({ scope, cursor, limit: ORDERS_PAGE_SIZE });
  return (
    <>
      {data?.data.orders.map((order) => (
        <OrderCard key={order.orderId} order={order} {...actions} />
      ))}
    </>
  );
}

/** The orders under way, or the history, newest first, a page at a time ("Show older orders"). */
export function OrderList({ scope, ...actions }: { scope: Scope } & CardActions) {
  const { t } = useTranslation('orders');
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const first = useListMyOrdersQuery({ scope, limit: ORDERS_PAGE_SIZE });
  const last = useListMyOrdersQuery({ scope, cursor: cursors[cursors.length - 1], limit: ORDERS_PAGE_SIZE });
  const headingId = `orders-${scope}`;

  let content: React.ReactNode;
  if (first.isError && !first.data) {
    content = <ErrorState message={t('orders.loadError')} onRetry={() => void first.refetch()} />;
  } else if (!first.data) {
    content = <LoadingState />;
  } else if (first.data.data.orders.length === 0) {
    content = <p className="muted">{scope === 'active' ? t('orders.noActive') : t('orders.noHistory')}</p>;
  } else {
    const nextCursor = last.data?.data.nextCursor;
    content = (
      <>
        <ul className="order-list">
          {cursors.map((cursor) => (
            <OrderPage key={cursor ?? 'first'} scope={scope} cursor={cursor} actions={actions} />
          ))}
        </ul>
        {last.isFetching && cursors.length > 1 && <LoadingState />}
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
