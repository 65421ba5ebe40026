import { useTranslation } from 'react-i18next';
import type { BasketQuoteLine } from '../../api';
import { ProductPhoto } from '../../components/ProductPhoto';
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
  // The server's names when it answered, else the last known ones stored in the line (offline).
  const name = quoted?.name ?? item.name ?? t('basket.productFallback');
  const imageUrl = quoted?.imageUrl ?? item.imageUrl;
  const extras = quoted?.extras.map((extra) => extra.name) ?? item.extraNames ?? [];
  // Lines differing only in their extras get distinct control names ("Remove Latte with Oat milk").
  const lineName = extras.length > 0 ? t('basket.nameWithExtras', { name, extras: extras.join(', ') }) : name;
  const unavailable = quoted?.available === false;
  const unitPrice = quoted && !unavailable ? quoted.unitPrice : item.price;

  return (
    <li className={`basket-line card ${unavailable ? 'basket-line--unavailable' : ''}`}>
      <ProductPhoto className="basket-line__image" src={imageUrl} width={72} height={72} />
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
            label={t('basket.quantityOf', { name: lineName })}
            decreaseLabel={t('basket.decrease', { name: lineName })}
            increaseLabel={t('basket.increase', { name: lineName })}
          />
        )}
        <button
          type="button"
          className="btn btn--link"
          aria-label={t('basket.remove', { name: lineName })}
          onClick={() => dispatch(itemRemoved(item.basketItemId))}
        >
          {t('basket.removeShort')}
        </button>
      </div>
    </li>
  );
}
