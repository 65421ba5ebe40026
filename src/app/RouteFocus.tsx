import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pageChanged } from '../components/page-focus';

/**
 * Tells the page layout that the route changed, so that the new page's heading takes the
 * focus (components/page-focus.ts). A layout effect: it runs before the new page's own
 * effects when both appear in one render.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    pageChanged();
  }, [pathname]);
  return null;
}
