import { useTranslation } from 'react-i18next';
import type { BasketQuoteLine } from '../../api';
import { QuantityStepper } from '../../components/QuantityStepper';
import { useFormatMoney } from '../../lib/format-money';
import { type BasketItem, itemRemoved, quantityUpdated } from '../../stores/basket-slice';
import { useAppDispatch } from '../../stores/hooks';

export interface BasketLineProps {
  item: BasketItem;
  /** The server's word on the line: its name, image, extras, price and availability; undefined until quoted. */
  quoted: BasketQuoteLine | undefined;
  currency: string;
}

export function BasketLine({ item, quoted, currency }: BasketLineProps) {
  const { t } = useTranslation('catalog');
  const dispatch = useAppDispatch();
  const formatMoney = useFormatMoney();
  const name = quoted?.name ?? t('basket.productFallback');
  const extras = quoted?.extras.map((extra) => extra.name) ?? [];
  const unavailable = quoted?.available === false;
  const unitPrice = quoted && !unavailable ? quoted.unitPrice : item.price;

  return (
    <li className={`basket-line card ${unavailable ? 'basket-line--unavailable' : ''}`}>
      {quoted?.imageUrl && (
        <img className="basket-line__image" src={quoted.imageUrl} alt={name} width={72} height={72} />
      )}
      <div className="basket-line__details">
        <h2 className="basket-line__name">{name}</h2>
        {extras.length > 0 && <p className="muted">{t('basket.extras', { names: extras.join(', ') })}</p>}
        {unavailable ? (
          <p className="basket-line__problem">
            <span className="badge badge--closed">{t('basket.unavailable')}</span>{' '}
            {t(`basket.problem_${quoted.problem ?? 'unavailable'}`)}
          </p>
        ) : (
          <p className="muted">{t('basket.unitPrice', { price: formatMoney(unitPrice, currency) })}</p>
        )}
      </div>
      <div className="basket-line__actions">
        {!unavailable && (
          <QuantityStepper
            value={item.quantity}
            onChange={(quantity) => dispatch(quantityUpdated({ basketItemId: item.basketItemId, quantity }))}
            label={t('basket.quantityOf', { name })}
            decreaseLabel={t('basket.decrease', { name })}
            increaseLabel={t('basket.increase', { name })}
          />
        )}
        <button
          type="button"
          className="btn btn--link"
          aria-label={t('basket.remove', { name })}
          onClick={() => dispatch(itemRemoved(item.basketItemId))}
        >
          {t('basket.removeShort')}
        </button>
      </div>
    </li>
  );
}
