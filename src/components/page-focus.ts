import { type RefObject, useEffect } from 'react';

// After a route change, the new page's heading takes the focus, so that a screen reader
// announces the page and the keyboard starts from its top (instead of the body, or a
// control of the page before). The app marks the change (app/RouteFocus); the next page
// layout to appear takes it: a lazy screen appears a moment after the URL changed.

let headingFocusPending = false;

/** Called by the app when the pathname changes (not on the first page, not for a new query string). */
export function pageChanged() {
  headingFocusPending = true;
}

/** Focuses the heading once after a route change, unless the page already put the focus in itself. */
export function usePageHeadingFocus(
  heading: RefObject<HTMLElement | null>,
  page: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!headingFocusPending) return;
    headingFocusPending = false;
    const focused = document.activeElement;
    if (focused && focused !== document.body && page.current?.contains(focused)) return;
    heading.current?.focus();
  });
}
