import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { useConsentStatus } from '../hooks/use-consent-status';
import { selectAuth, selectIsAuthenticated } from '../stores/auth-slice';
import { selectTotalItems } from '../stores/basket-slice';
import { useAppSelector } from '../stores/hooks';
import { NavIcon } from './NavIcon';
import { type NavDisabledReason, type NavLinkKey, navLinkDisabledReason } from './nav-rules';

const LINKS: { key: NavLinkKey; to: string }[] = [
  { key: 'profile', to: paths.profile.getHref() },
  { key: 'basket', to: paths.basket.getHref() },
  { key: 'feedback', to: paths.feedback.getHref() },
  { key: 'settings', to: paths.settings.getHref() },
];

export function BottomNav() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const sessionKept = useAppSelector(selectAuth).outage !== null;
  const totalItems = useAppSelector(selectTotalItems);
  const { hasRequiredConsents } = useConsentStatus();
  // The reason a disabled item gave when tapped, shown above the bar for everyone to read.
  const [notice, setNotice] = useState<{ key: NavLinkKey; reason: NavDisabledReason } | null>(null);
  const reasonText = (reason: NavDisabledReason) => t(`navDisabled.${reason}`);

  return (
    <nav className="bottom-nav" aria-label={t('mainNavigation')}>
      {notice && (
        <p className="bottom-nav__notice" role="status">
          {t(notice.key)}: {reasonText(notice.reason)}
        </p>
      )}
      <ul>
        {LINKS.map(({ key, to }) => {
          const reason = navLinkDisabledReason(key, {
            pathname,
            isAuthenticated,
            hasRequiredConsents,
            sessionKept,
          });
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
              {reason ? (
                // Focusable and described, so that a keyboard or screen-reader user learns why;
                // a tap shows the reason too.
                <>
                  <button
                    type="button"
                    className="bottom-nav__link bottom-nav__link--disabled"
                    aria-disabled="true"
                    aria-describedby={`nav-reason-${key}`}
                    onClick={() => setNotice({ key, reason })}
                  >
                    {content}
                  </button>
                  <span id={`nav-reason-${key}`} className="visually-hidden">
                    {reasonText(reason)}
                  </span>
                </>
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
