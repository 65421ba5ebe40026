import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { BottomNav } from './BottomNav';
import { usePageHeadingFocus } from './page-focus';
import { hasInAppHistory, parentRoute } from './parent-route';

export interface LayoutProps {
  title?: string;
  showBack?: boolean;
  /** The footer with the bottom navigation; shown unless false. */
  showFooter?: boolean;
  children: ReactNode;
}

export function Layout({ title, showBack = false, showFooter = true, children }: LayoutProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Back within the app; on a page opened directly, up to its parent instead of leaving
  // (replacing this page, so that the parent's own back arrow goes further up, not back here).
  const goBack = () =>
    hasInAppHistory() ? navigate(-1) : navigate(parentRoute(pathname), { replace: true });

  const page = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  usePageHeadingFocus(heading, page);

  useEffect(() => {
    document.title = title ? `${title} · ${t('appName')}` : t('appName');
  }, [title, t]);

  return (
    <div className="layout" ref={page}>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <header className="layout__header">
        {showBack && (
          <button type="button" className="layout__back" onClick={goBack} aria-label={t('back')}>
            <span aria-hidden="true">←</span>
          </button>
        )}
        <h1 className="layout__title" ref={heading} tabIndex={-1}>
          {title ?? t('appName')}
        </h1>
      </header>
      <main id="main-content" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      {showFooter && (
        <footer className="layout__footer">
          <BottomNav />
        </footer>
      )}
    </div>
  );
}
