import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Provider } from '../../api';
import { paths } from '../../config/paths';
import { PlaceHours } from './PlaceHours';
import { PausedNotice } from './PlaceNotices';

export interface ProviderCardProps {
  provider: Provider;
}

export function ProviderCard({ provider }: ProviderCardProps) {
  const { t } = useTranslation('catalog');
  return (
    <li className="provider-card card">
      {/* Named by what it shows (name, kind, address, open or closed), not by a label hiding it. */}
      <Link className="provider-card__link" to={paths.products.getHref(provider.providerId)}>
        <img
          className="provider-card__logo"
          src={provider.logoUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
        />
        <span className="provider-card__text">
          <span className="provider-card__name">{provider.name}</span>
          <span className="provider-card__kind muted">{t(`providers.kind_${provider.kind}`)}</span>
          <span className="provider-card__address muted">{provider.address}</span>
          {!provider.isOpenNow && <PlaceHours provider={provider} className="provider-card__hours muted" />}
          <PausedNotice provider={provider} className="provider-card__hours provider-card__paused" />
        </span>
        <span className={`badge ${provider.isOpenNow ? 'badge--open' : 'badge--closed'}`}>
          {provider.isOpenNow ? t('providers.openNow') : t('providers.closed')}
        </span>
      </Link>
    </li>
  );
}

/** Grey placeholders of the list's shape while the providers load. */
export function ProviderCardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <ul className="provider-list" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="provider-card card skeleton-card">
          <span className="skeleton skeleton--logo" />
          <span className="skeleton skeleton--text" />
        </li>
      ))}
    </ul>
  );
}
