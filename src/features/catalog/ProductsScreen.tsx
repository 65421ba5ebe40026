import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useGetProviderQuery, useListProductsQuery } from '../../api';
import { isBadIdError } from '../../api/errors';
import { ErrorState } from '../../components/ErrorState';
import { Layout } from '../../components/Layout';
import { RewardProgress } from '../../components/RewardProgress';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../hooks/use-current-user';
import { groupByCategory } from '../../lib/group-by-category';
import { PlaceHours } from './PlaceHours';
import { ClosedDates, PausedNotice } from './PlaceNotices';
import { ProductCard, ProductCardSkeletons } from './ProductCard';
import { isProviderId } from './provider-code';
import '../../components/badges-and-skeletons.css';
import './products.css';

export default function ProductsScreen() {
  const { t } = useTranslation('catalog');
  const providerId = useParams().providerId ?? '';
  const validId = isProviderId(providerId);
  const provider = useGetProviderQuery({ providerId }, { skip: !validId });
  const products = useListProductsQuery({ providerId }, { skip: !validId });
  const user = useCurrentUser();

  const invalidProvider = !validId || isBadIdError(provider.error) || isBadIdError(products.error);
  const title = provider.data?.data.name ?? t('products.title');

  const content = () => {
    if (invalidProvider) {
      return (
        <div className="state" role="alert">
          <p>{t('products.invalidProvider')}</p>
          <Link className="btn btn--secondary" to={paths.selectRestaurant.getHref()}>
            {t('products.chooseRestaurant')}
          </Link>
        </div>
      );
    }
    if (provider.isError || products.isError) {
      return (
        <ErrorState
          message={t('products.loadError')}
          onRetry={() => {
            if (provider.isError) void provider.refetch();
            if (products.isError) void products.refetch();
          }}
        />
      );
    }
    if (products.isLoading || !products.data) {
      return (
        <div role="status" aria-live="polite">
          <span className="visually-hidden">{t('products.loading')}</span>
          <ProductCardSkeletons />
        </div>
      );
    }
    if (products.data.data.length === 0) return <p className="state">{t('products.empty')}</p>;
    return groupByCategory(products.data.data).map((category) => (
      <section key={category.key} className="product-category" aria-labelledby={`category-${category.key}`}>
        <h2 id={`category-${category.key}`}>{category.name}</h2>
        <ul className="product-list">
          {category.products.map((product) => (
            <ProductCard key={product.productId} product={product} />
          ))}
        </ul>
      </section>
    ));
  };

  const place = provider.data?.data;
  return (
    <Layout title={title} showBack>
      {place && (
        <p className="products-place">
          <span className={`badge ${place.isOpenNow ? 'badge--open' : 'badge--closed'}`}>
            {place.isOpenNow ? t('providers.openNow') : t('providers.closed')}
          </span>{' '}
          <PlaceHours provider={place} className="muted" />
        </p>
      )}
      {place?.orderingPaused && (
        <p className="products-place products-place--paused" role="status">
          <PausedNotice provider={place} />
        </p>
      )}
      {place?.closedDates?.length ? (
        <p className="products-place muted">
          <ClosedDates provider={place} />
        </p>
      ) : null}
      {user && validId && <RewardProgress providerId={providerId} balance={user.loyaltyPoints} />}
      {content()}
    </Layout>
  );
}
