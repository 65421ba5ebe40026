import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Layout } from '../../components/Layout';
import { paths } from '../../config/paths';
import {
  basketCleared,
  selectBasketItems,
  selectEstimatedTotal,
  selectTotalItems,
} from '../../stores/basket-slice';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { BasketLine } from './BasketLine';
import { BasketSummary } from './BasketSummary';
import { useBasketQuote } from './use-basket-quote';
import '../../components/badges-and-skeletons.css';
import './basket.css';

// Until the first quote names the place's currency, for the estimate from the stored prices.
const FALLBACK_CURRENCY = 'EUR';

export default function BasketScreen() {
  const { t } = useTranslation('catalog');
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectBasketItems);
  const totalItems = useAppSelector(selectTotalItems);
  const estimatedTotal = useAppSelector(selectEstimatedTotal);
  const [confirmClear, setConfirmClear] = useState(false);
  const { quote, fresh, lineFor, isError, isChecking } = useBasketQuote(items);

  if (items.length === 0) {
    return (
      <Layout title={t('basket.title')}>
        <div className="state">
          <p>{t('basket.empty')}</p>
          <Link className="btn btn--primary" to={paths.selectRestaurant.getHref()}>
            {t('basket.chooseRestaurant')}
          </Link>
        </div>
      </Layout>
    );
  }

  const currency = quote?.currency ?? FALLBACK_CURRENCY;
  const nothingToCheckOut = fresh && quote?.lines.every((line) => !line.available);

  return (
    <Layout title={t('basket.title')}>
      <div className="stack">
        <ul className="basket-lines">
          {items.map((item) => (
            <BasketLine key={item.basketItemId} item={item} quoted={lineFor(item)} currency={currency} />
          ))}
        </ul>
        {isChecking && !isError && (
          <p className="muted" role="status">
            {t('basket.checking')}
          </p>
        )}
        {isError && <Alert tone="info">{t('basket.quoteError')}</Alert>}
        <div className="card">
          <BasketSummary
            totalItems={totalItems}
            quote={fresh ? quote : undefined}
            estimatedTotal={estimatedTotal}
            currency={currency}
          />
          {!nothingToCheckOut && (
            <Link className="btn btn--primary btn--full" to={paths.checkout.getHref()}>
              {t('basket.checkout')}
            </Link>
          )}
        </div>
        <Button variant="secondary" onClick={() => setConfirmClear(true)}>
          {t('basket.clear')}
        </Button>
      </div>
      <Dialog
        open={confirmClear}
        title={t('basket.clearTitle')}
        confirmLabel={t('basket.clearConfirm')}
        cancelLabel={t('cancel')}
        destructive
        onConfirm={() => {
          dispatch(basketCleared());
          setConfirmClear(false);
        }}
        onCancel={() => setConfirmClear(false)}
      >
        <p>{t('basket.clearText')}</p>
      </Dialog>
    </Layout>
  );
}
