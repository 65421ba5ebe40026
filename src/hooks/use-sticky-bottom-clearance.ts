import { type RefObject, useEffect } from 'react';

/**
 * Keeps what the keyboard focuses clear of a bar stuck to the bottom of the screen (WCAG 2.2 "focus
 * not obscured"): while the bar is shown, the page's bottom scroll padding is the bottom navigation's
 * (styles.css) plus the bar's height, so the browser scrolls a focused control above the bar rather
 * than leaving it underneath. Follows the bar's height as it grows (a message shown in it).
 */
export function useStickyBottomClearance(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const apply = () => {
      root.style.scrollPaddingBottom = `calc(var(--nav-height) + 24px + ${element.offsetHeight}px)`;
    };
    apply();
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(apply);
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [bar]);
}
