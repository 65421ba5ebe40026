/**
 * The first Intl object a page makes loads the browser's locale data, and the first of each kind its
 * own share: in Chromium here some 30 ms for the first date formatter (over 100 on Lighthouse's
 * slowed-down phone) and 2-14 ms more for the first number formatter after it, where later ones (in any
 * language, currency or time zone) cost a millisecond or less. Made inside the render of the first
 * order card, pickup time or price, that load made a long task of the render; a signed-in start
 * (app/boot.ts) makes one of each beforehand instead, each in a later task of its own. (Kept this short:
 * it is on the first screen, whose budget is 150 KiB.)
 */
export function warmUpIntl(): void {
  setTimeout(() => {
    new Intl.DateTimeFormat().format(0);
    setTimeout(() => new Intl.NumberFormat().format(0));
  });
}
