import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { isBadIdError, useGetMyOrderQuery } from '../../api';
import { ErrorState } from '../../components/ErrorState';
import { Layout } from '../../components/Layout';
import { LoadingState } from '../../components/LoadingState';
import { paths } from '../../config/paths';
import { OrderConfirmation } from './OrderConfirmation';
import './checkout.css';

/** What a checkout passes to the order's page it opens: the order was placed just now. */
export interface OrderPageState {
  justPlaced?: boolean;
}

/**
 * An order's own page (`/orders/:orderId`): its number, status (kept live), pickup, payment and lines.
 * The checkout opens it once the order is placed, so a reload shows the order again; the profile, the
 * ready banner and notifications link to it.
 */
export default function OrderScreen() {
  const { t } = useTranslation('orders');
  const { orderId } = useParams();
  const justPlaced = (useLocation().state as OrderPageState | null)?.justPlaced === true;
  const result = useGetMyOrderQuery(orderId ? { orderId } : skipToken);
  const order = result.data?.data;

  return (
    <Layout title={order ? t('order.number', { number: order.number }) : t('orderPage.title')} showBack>
      {order ? (
        <OrderConfirmation order={order} justPlaced={justPlaced} />
      ) : result.isError ? (
        isBadIdError(result.error) ? (
          <div className="state" role="alert">
            <p>{t('orderPage.notFound')}</p>
            <Link className="btn btn--primary" to={paths.profile.getHref()}>
              {t('confirmation.seeOrders')}
            </Link>
          </div>
        ) : (
          <ErrorState message={t('orderPage.loadError')} onRetry={() => void result.refetch()} />
        )
      ) : (
        <LoadingState label={t('orderPage.loading')} />
      )}
    </Layout>
  );
}
