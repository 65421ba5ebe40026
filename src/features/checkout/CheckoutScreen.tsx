import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { api, apiErrorStatus, type Order, useGetMyOrderAttemptQuery } from '../../api';
import { ErrorState } from '../../components/ErrorState';
import { Layout } from '../../components/Layout';
import { LoadingState } from '../../components/LoadingState';
import { paths } from '../../config/paths';
import { basketCleared, selectBasketItems } from '../../stores/basket-slice';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { CheckoutForm } from './CheckoutForm';
import { endCheckoutAttempt, pendingAttemptKey } from './checkout-attempt';
import type { OrderPageState } from './OrderScreen';
import './checkout.css';

export default function CheckoutScreen() {
  const { t } = useTranslation('orders');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const items = useAppSelector(selectBasketItems);
  // An attempt submitted before a reload, whose answer never arrived: did the server place it?
  const [attemptKey] = useState(pendingAttemptKey);
  const attempt = useGetMyOrderAttemptQuery(
    attemptKey && items.length > 0 ? { idempotencyKey: attemptKey } : skipToken,
    { refetchOnMountOrArgChange: true },
  );

  const onPlaced = useCallback(
    (order: Order) => {
      endCheckoutAttempt();
      // The order's page reads it from the cache, where the live events keep its status.
      dispatch(api.util.upsertQueryData('getMyOrder', { orderId: order.orderId }, { data: order }));
      dispatch(basketCleared());
      // Its own address, so a reload (or the back button) shows the order, never the form again.
      navigate(paths.order.getHref(order.orderId), {
        replace: true,
        state: { justPlaced: true } satisfies OrderPageState,
      });
    },
    [dispatch, navigate],
  );

  const placedBefore = attempt.data?.data;
  useEffect(() => {
    if (placedBefore) onPlaced(placedBefore);
  }, [placedBefore, onPlaced]);

  // 404: that attempt placed nothing; the form shows and submitting sends the same key again.
  const attemptUnknown = attempt.isError && apiErrorStatus(attempt.error) !== 404;

  return (
    <Layout title={t('checkout.title')} showBack>
      {items.length === 0 ? (
        <div className="state">
          <p>{t('checkout.empty')}</p>
          <Link className="btn btn--primary" to={paths.selectRestaurant.getHref()}>
            {t('checkout.chooseRestaurant')}
          </Link>
        </div>
      ) : attemptUnknown ? (
        <ErrorState message={t('checkout.attemptUnknown')} onRetry={() => void attempt.refetch()} />
      ) : attempt.isLoading || attempt.isFetching || placedBefore ? (
        <LoadingState label={t('checkout.checkingAttempt')} />
      ) : (
        <CheckoutForm items={items} onPlaced={onPlaced} />
      )}
    </Layout>
  );
}
