/**
 * Makes a first Intl.DateTimeFormat. The first Intl formatter a page makes, of any kind, loads the
 * browser's locale data: some 13 ms in Chromium here, over 50 on Lighthouse's slowed-down phone, where
 * later ones (dates or numbers, in any language or time zone) cost a millisecond or less.
 * Made inside the render of the first order card, pickup time or price, that load made a long task of
 * the render; a signed-in start (app/boot.ts) makes it in a task of its own instead.
 */
export function warmUpIntl(): void {
  new Intl.DateTimeFormat().format(0);
}
