import { useTranslation } from 'react-i18next';
import type { BasketQuote } from '../../api';
import { useFormatMoney } from '../../lib/format-money';

export interface BasketSummaryProps {
  totalItems: number;
  /** The server's quote when it matches the basket; else the local estimate is shown. */
  quote: BasketQuote | undefined;
  estimatedTotal: number;
  currency: string;
}

export function BasketSummary({ totalItems, quote, estimatedTotal, currency }: BasketSummaryProps) {
  const { t } = useTranslation('catalog');
  const formatMoney = useFormatMoney();
  return (
    <dl className="basket-summary" aria-live="polite">
      <div>
        <dt>{t('basket.totalItems')}</dt>
        <dd>{totalItems}</dd>
      </div>
      <div className="basket-summary__total">
        <dt>{t('basket.total')}</dt>
        <dd data-testid="basket-total">{formatMoney(quote ? quote.total : estimatedTotal, currency)}</dd>
      </div>
      {quote && (
        <>
          <div>
            <dt>{t('basket.pointsTotal')}</dt>
            <dd>{quote.pointsTotal}</dd>
          </div>
          <div>
            <dt>{t('basket.pointsEarned')}</dt>
            <dd>{quote.loyaltyPointsEarned}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
