import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useListProvidersQuery } from '../../api';
import { ErrorState } from '../../components/ErrorState';
import { Layout } from '../../components/Layout';
import { TextField } from '../../components/TextField';
import { paths } from '../../config/paths';
import { useSearchInUrl } from '../../hooks/use-search-in-url';
import { ProviderCard, ProviderCardSkeletons } from './ProviderCard';
import '../../components/badges-and-skeletons.css';
import './providers.css';

export default function SelectRestaurantScreen() {
  const { t } = useTranslation('catalog');
  const { text: searchText, setText: setSearchText, settled: search } = useSearchInUrl();

  const { data, isLoading, isFetching, isError, refetch } = useListProvidersQuery({
    search: search || undefined,
  });
  const providers = data?.data.providers ?? [];
  const nextCursor = data?.data.nextCursor;

  return (
    <Layout title={t('providers.title')}>
      <div className="stack">
        <search>
          <TextField
            label={t('providers.searchLabel')}
            name="q"
            type="search"
            value={searchText}
            placeholder={t('providers.searchPlaceholder')}
            onChange={(event) => setSearchText(event.target.value)}
            autoComplete="off"
          />
        </search>
        <Link className="btn btn--secondary" to={paths.scanQr.getHref()}>
          {t('providers.scanQr')}
        </Link>

        {isLoading ? (
          <div role="status" aria-live="polite">
            <span className="visually-hidden">{t('providers.loading')}</span>
            <ProviderCardSkeletons />
          </div>
        ) : isError ? (
          <ErrorState message={t('providers.loadError')} onRetry={() => void refetch()} />
        ) : providers.length === 0 ? (
          <p className="state" role="status">
            {search ? t('providers.noMatch', { query: search }) : t('providers.none')}
          </p>
        ) : (
          <ul className="provider-list" aria-busy={isFetching || undefined}>
            {providers.map((provider) => (
              <ProviderCard key={provider.providerId} provider={provider} />
            ))}
            {nextCursor && <PlacesAfter search={search || undefined} cursor={nextCursor} />}
          </ul>
        )}
      </div>
    </Layout>
  );
}

/**
 * The places after `cursor` (listProviders answers a page at a time), then the page after those: the
 * list shows every place, each page fetched once the one before it has arrived.
 */
function PlacesAfter({ search, cursor }: { search: string | undefined; cursor: string }) {
  const { t } = useTranslation('catalog');
  const { data, isError, refetch } = useListProvidersQuery({ search, cursor });
  if (isError)
    return (
      <li>
        <ErrorState message={t('providers.loadError')} onRetry={() => void refetch()} />
      </li>
    );
  if (!data) return null;
  const { providers, nextCursor } = data.data;
  return (
    <>
      {providers.map((provider) => (
        <ProviderCard key={provider.providerId} provider={provider} />
      ))}
      {nextCursor && <PlacesAfter search={search} cursor={nextCursor} />}
    </>
  );
}
