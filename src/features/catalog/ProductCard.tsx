import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Product } from '../../api';
import { FavouriteProductToggle } from '../../components/FavouriteToggle';
import { ProductPhoto } from '../../components/ProductPhoto';
import { paths } from '../../config/paths';
import { useFormatMoney } from '../../lib/format-money';

function ProductSummary({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const formatMoney = useFormatMoney();
  return (
    <>
      <ProductPhoto className="product-card__image" src={product.imageUrl} width={96} height={96} />
      <span className="product-card__text">
        <span className="product-card__name">{product.name}</span>
        <span className="product-card__meta">
          <span className="product-card__price">{formatMoney(product.price, product.currency)}</span>
          <span className="product-card__points">{t('pointsEarned', { points: product.loyaltyPoints })}</span>
        </span>
        {!product.available && <span className="badge badge--closed">{t('products.unavailable')}</span>}
      </span>
    </>
  );
}

/**
 * An available product opens its customise screen; an unavailable one is shown greyed, not
 * addable. The link is named by what it shows (name, price, points), not by a label hiding it.
 * Beside it, the star that makes it a favourite.
 */
export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  return (
    <li className={`product-card card ${product.available ? '' : 'product-card--unavailable'}`}>
      {product.available ? (
        <Link
          className="product-card__body"
          to={paths.customize.getHref(product.providerId, product.productId)}
        >
          <ProductSummary product={product} />
        </Link>
      ) : (
        <div className="product-card__body">
          <ProductSummary product={product} />
        </div>
      )}
      <FavouriteProductToggle
        product={product}
        label={t('favourites.product', { name: product.name })}
        errorText={t('favourites.saveError')}
      />
    </li>
  );
}

export function ProductCardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <ul className="product-list" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="product-card card">
          <span className="product-card__body">
            <span className="skeleton skeleton--image" />
            <span className="skeleton skeleton--text" />
          </span>
        </li>
      ))}
    </ul>
  );
}
