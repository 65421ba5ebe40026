import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api, type Order } from '../../api';
import { Layout } from '../../components/Layout';
import { paths } from '../../config/paths';
import { basketCleared, selectBasketItems } from '../../stores/basket-slice';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { CheckoutForm } from './CheckoutForm';
import { endCheckoutAttempt } from './checkout-attempt';
import { OrderConfirmation } from './OrderConfirmation';
import './checkout.css';

export default function CheckoutScreen() {
  const { t } = useTranslation('orders');
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectBasketItems);
  const [placed, setPlaced] = useState<Order | null>(null);

  const onPlaced = (order: Order) => {
    endCheckoutAttempt();
    // The confirmation reads the order from the cache, where the live events keep its status.
    dispatch(api.util.upsertQueryData('getMyOrder', { orderId: order.orderId }, { data: order }));
    dispatch(basketCleared());
    setPlaced(order);
  };

  return (
    <Layout title={t('checkout.title')} showBack={!placed}>
      {placed ? (
        <OrderConfirmation order={placed} />
      ) : items.length === 0 ? (
        <div className="state">
          <p>{t('checkout.empty')}</p>
          <Link className="btn btn--primary" to={paths.selectRestaurant.getHref()}>
            {t('checkout.chooseRestaurant')}
          </Link>
        </div>
      ) : (
        <CheckoutForm items={items} onPlaced={onPlaced} />
      )}
    </Layout>
  );
}
