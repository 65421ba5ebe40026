import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { type Product, useGetProviderQuery, useListProductsQuery } from '../../api';
import { isBadIdError } from '../../api/errors';
import { ErrorState } from '../../components/ErrorState';
import { Layout } from '../../components/Layout';
import { RewardProgress } from '../../components/RewardProgress';
import { TextField } from '../../components/TextField';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useSearchInUrl } from '../../hooks/use-search-in-url';
import { groupByCategory } from '../../lib/group-by-category';
import { searchMenu } from '../../lib/menu-search';
import { FavouritesSection } from './FavouritesSection';
import { PlaceHours } from './PlaceHours';
import { ClosedDates, PausedNotice } from './PlaceNotices';
import { ProductCard, ProductCardSkeletons } from './ProductCard';
import { isProviderId } from './provider-code';
import '../../components/badges-and-skeletons.css';
import './products.css';

/** A menu this long gets a search field; one of this many categories, a bar that jumps to each. */
const SEARCH_FROM_PRODUCTS = 8;
const CATEGORY_BAR_FROM = 3;

/** Scrolls to a category and moves the keyboard focus to its heading, without a history entry. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, headingId: string) {
  const heading = document.getElementById(headingId);
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView?.({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/**
 * The menu by category, the customer's favourites first (issue 26 item 14); on a long menu, with a
 * search and a bar of its categories (issue 26 item 15). A search shows what it finds alone.
 */
function Menu({ providerId, products }: { providerId: string; products: Product[] }) {
  const { t } = useTranslation('catalog');
  const { text: query, setText: setQuery } = useSearchInUrl();
  const searchable = products.length >= SEARCH_FROM_PRODUCTS;
  const everyCategory = groupByCategory(products);
  const categories =
    searchable && query.trim() ? groupByCategory(searchMenu(products, query)) : everyCategory;
  const withBar = everyCategory.length >= CATEGORY_BAR_FROM;
  const noMatch = searchable && categories.length === 0;

  return (
    <>
      {searchable && (
        <search className="menu-search">
          <TextField
            label={t('products.searchLabel')}
            name="q"
            type="search"
            value={query}
            placeholder={t('products.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
        </search>
      )}
      {withBar && categories.length > 0 && (
        <nav className="category-bar" aria-label={t('products.categories')}>
          {categories.map((category) => (
            <a
              key={category.key}
              href={`#category-${category.key}`}
              onClick={(event) => jumpTo(event, `category-${category.key}`)}
            >
              {category.name}
            </a>
          ))}
        </nav>
      )}
      {/* Always there, so that a search finding nothing is announced. */}
      <p className={noMatch ? 'state' : 'visually-hidden'} role="status">
        {noMatch ? t('products.noMatch', { query: query.trim() }) : ''}
      </p>
      {!(searchable && query.trim()) && <FavouritesSection providerId={providerId} products={products} />}
      {categories.map((category) => (
        <section key={category.key} className="product-category" aria-labelledby={`category-${category.key}`}>
          <h2 id={`category-${category.key}`} tabIndex={-1}>
            {category.name}
          </h2>
          <ul className="product-list">
            {category.products.map((product) => (
              <ProductCard key={product.productId} product={product} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

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
    return <Menu providerId={providerId} products={products.data.data} />;
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
