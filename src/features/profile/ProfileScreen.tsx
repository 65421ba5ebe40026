import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { api, apiErrorCode, type Order, useCancelMyOrderMutation } from '../../api';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { Layout } from '../../components/Layout';
import { ReplaceBasketDialog } from '../../components/ReplaceBasketDialog';
import { ORDERS_PAGE_SIZE } from '../../config/paging';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../hooks/use-current-user';
import { type OrderAgainOutcome, useOrderAgain } from '../../hooks/use-order-again';
import { selectBasketProviderId } from '../../stores/basket-slice';
import { useAppSelector } from '../../stores/hooks';
import { OrderList } from './OrderList';
import { PersonalQrCode } from './PersonalQrCode';
import { PointsSection } from './PointsSection';
import '../../components/badges-and-skeletons.css';
import './profile.css';

interface Notice {
  tone: 'success' | 'error' | 'info';
  text: string;
  toBasket?: boolean;
}

export default function ProfileScreen() {
  const { t } = useTranslation('orders');
  const user = useCurrentUser();
  const navigate = useNavigate();
  // Rewards are a place's: the one the basket is for, else the newest order's (the history's first
  // page, read from the cache: the history's OrderList holds it, so no second request or subscription).
  const basketPlace = useAppSelector(selectBasketProviderId);
  const history = api.endpoints.listMyOrders.useQueryState({ scope: 'history', limit: ORDERS_PAGE_SIZE });
  const rewardsAt =
    basketPlace ?? user?.activeOrders[0]?.providerId ?? history.data?.data.orders[0]?.providerId;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [againFor, setAgainFor] = useState<string | null>(null);
  const [cancelOrder, { isLoading: cancelPending }] = useCancelMyOrderMutation();

  const onOrderAgainDone = (outcome: OrderAgainOutcome) => {
    setAgainFor(null);
    if (outcome === 'added') navigate(paths.basket.getHref());
    else if (outcome === 'partly') setNotice({ tone: 'info', text: t('again.partly'), toBasket: true });
    else if (outcome === 'none') setNotice({ tone: 'error', text: t('again.none') });
    else setNotice({ tone: 'error', text: t('again.failed') });
  };
  const again = useOrderAgain(onOrderAgainDone);

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      const { data: order } = await cancelOrder({ orderId: cancelling.orderId }).unwrap();
      setNotice({
        tone: 'success',
        text:
          order.pointsSpent > 0
            ? t('cancel.doneRefunded', { number: order.number, points: order.pointsSpent })
            : t('cancel.done', { number: order.number }),
      });
    } catch (error) {
      const code = apiErrorCode(error);
      setNotice({
        tone: 'error',
        text: code === 'ORDER_NOT_CANCELLABLE' ? t('errors.ORDER_NOT_CANCELLABLE') : t('errors.generic'),
      });
    } finally {
      setCancelling(null);
    }
  };

  const cardActions = {
    onCancel: (order: Order) => {
      setNotice(null);
      setCancelling(order);
    },
    onOrderAgain: (order: Order) => {
      setNotice(null);
      setAgainFor(order.orderId);
      void again.orderAgain(order);
    },
    orderAgainBusyFor: again.busy ? againFor : null,
  };

  return (
    <Layout title={t('profile.title')}>
      <div className="stack profile">
        {notice && (
          <Alert tone={notice.tone}>
            {notice.text} {notice.toBasket && <Link to={paths.basket.getHref()}>{t('again.toBasket')}</Link>}
          </Alert>
        )}
        <OrderList scope="active" {...cardActions} />
        <PersonalQrCode name={user?.name ?? ''} />
        <PointsSection rewardsAt={rewardsAt} />
        <OrderList scope="history" {...cardActions} />
      </div>
      <Dialog
        open={cancelling !== null}
        title={t('cancel.title', { number: cancelling?.number ?? '' })}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        destructive
        confirmLoading={cancelPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      >
        <p>
          {cancelling && cancelling.pointsSpent > 0
            ? t('cancel.textRefund', { points: cancelling.pointsSpent })
            : t('cancel.text')}
        </p>
      </Dialog>
      <ReplaceBasketDialog
        open={again.asksToReplace}
        onConfirm={again.confirmReplace}
        onCancel={again.cancelReplace}
      />
    </Layout>
  );
}
