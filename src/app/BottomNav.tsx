import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { NavIcon } from '../components/NavIcon';
import { selectIsAuthenticated } from '../features/auth/auth-slice';
import { selectTotalItems } from '../features/basket/basket-slice';
import { useConsentStatus } from '../features/consents/use-consent-status';
import { useAppSelector } from './hooks';
import { isNavLinkDisabled, type NavLinkKey } from './nav-rules';
import { routes } from './routes';

const LINKS: { key: NavLinkKey; to: string }[] = [
  { key: 'profile', to: routes.profile },
  { key: 'basket', to: routes.basket },
  { key: 'feedback', to: routes.feedback },
  { key: 'settings', to: routes.settings },
];

export function BottomNav() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const totalItems = useAppSelector(selectTotalItems);
  const { hasRequiredConsents } = useConsentStatus();

  return (
    <nav className="bottom-nav" aria-label={t('mainNavigation')}>
      <ul>
        {LINKS.map(({ key, to }) => {
          const disabled = isNavLinkDisabled(key, { pathname, isAuthenticated, hasRequiredConsents });
          const label = t(key);
          const badge =
            key === 'basket' && totalItems > 0 ? (
              <>
                <span className="bottom-nav__badge" aria-hidden="true">
                  {totalItems}
                </span>
                <span className="visually-hidden">{t('basketItemCount', { count: totalItems })}</span>
              </>
            ) : null;
          const content: ReactNode = (
            <>
              <span className="bottom-nav__icon">
                <NavIcon name={key} />
              </span>
              <span className="bottom-nav__label">{label}</span>
              {badge}
            </>
          );
          return (
            <li key={key}>
              {disabled ? (
                <span className="bottom-nav__link bottom-nav__link--disabled" aria-disabled="true">
                  {content}
                </span>
              ) : (
                <Link
                  to={to}
                  className={`bottom-nav__link ${pathname === to ? 'bottom-nav__link--active' : ''}`}
                  aria-current={pathname === to ? 'page' : undefined}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
