import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Order, Product } from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FavouriteOrderToggle } from '../../components/FavouriteToggle';
import { ReplaceBasketDialog } from '../../components/ReplaceBasketDialog';
import { paths } from '../../config/paths';
import { useFavourites } from '../../hooks/use-favourites';
import { type OrderAgainOutcome, useOrderAgain } from '../../hooks/use-order-again';
import { useFormatDate } from '../../lib/format-date';
import { ProductCard } from './ProductCard';

interface Notice {
  tone: 'error' | 'info';
  text: string;
}

function StarredOrder({ order, onAgain, busy }: { order: Order; onAgain: () => void; busy: boolean }) {
  const { t } = useTranslation('orders');
  const { dateTime } = useFormatDate();
  const headingId = `favourite-order-${order.orderId}`;
  return (
    <li className="card favourite-order" aria-labelledby={headingId}>
      <div className="favourite-order__header">
        <h3 id={headingId} className="favourite-order__title">
          {t('order.number', { number: order.number })}
        </h3>
        <FavouriteOrderToggle
          order={order}
          label={t('favourites.order', { number: order.number })}
          errorText={t('favourites.saveError')}
        />
      </div>
      <p className="muted">{dateTime(order.createdAt)}</p>
      <p>
        {order.lines.map((line) => t('order.line', { quantity: line.quantity, name: line.name })).join(', ')}
      </p>
      <Button variant="secondary" loading={busy} aria-describedby={headingId} onClick={onAgain}>
        {t('order.again')}
      </Button>
    </li>
  );
}

/**
 * The customer's favourites at this place, first on its menu (issue 26 item 14): the starred products as
 * the menu shows them (so sold-out marks and today's prices apply), and the starred past orders, each
 * with "Order again" (the order history's flow: today's prices, what is no longer sold left out).
 */
export function FavouritesSection({ providerId, products }: { providerId: string; products: Product[] }) {
  const { t } = useTranslation(['catalog', 'orders']);
  const navigate = useNavigate();
  const { favourites } = useFavourites(providerId);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [againFor, setAgainFor] = useState<string | null>(null);
  const again = useOrderAgain((outcome: OrderAgainOutcome) => {
    setAgainFor(null);
    if (outcome === 'added') navigate(paths.basket.getHref());
    else if (outcome === 'partly') setNotice({ tone: 'info', text: t('orders:again.partly') });
    else
      setNotice({ tone: 'error', text: t(outcome === 'none' ? 'orders:again.none' : 'orders:again.failed') });
  });

  const onMenu = new Map(products.map((product) => [product.productId, product]));
  const starredProducts = (favourites?.products ?? []).flatMap((entry) => onMenu.get(entry.productId) ?? []);
  const starredOrders = favourites?.orders ?? [];
  if (starredProducts.length === 0 && starredOrders.length === 0) return null;

  return (
    <section className="product-category favourites" aria-labelledby="favourites-heading">
      <h2 id="favourites-heading" tabIndex={-1}>
        {t('favourites.title')}
      </h2>
      {notice && (
        <Alert tone={notice.tone}>
          {notice.text}{' '}
          {notice.tone === 'info' && <Link to={paths.basket.getHref()}>{t('orders:again.toBasket')}</Link>}
        </Alert>
      )}
      {starredProducts.length > 0 && (
        <ul className="product-list">
          {starredProducts.map((product) => (
            <ProductCard key={product.productId} product={product} />
          ))}
        </ul>
      )}
      {starredOrders.length > 0 && (
        <ul className="favourite-orders" aria-label={t('favourites.orders')}>
          {starredOrders.map((order) => (
            <StarredOrder
              key={order.orderId}
              order={order}
              busy={again.busy && againFor === order.orderId}
              onAgain={() => {
                setNotice(null);
                setAgainFor(order.orderId);
                void again.orderAgain(order);
              }}
            />
          ))}
        </ul>
      )}
      <ReplaceBasketDialog
        open={again.asksToReplace}
        onConfirm={again.confirmReplace}
        onCancel={again.cancelReplace}
      />
    </section>
  );
}
