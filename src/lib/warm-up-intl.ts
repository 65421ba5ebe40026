/**
 * The first Intl object a page makes loads the browser's locale data, and the first of each kind its
 * own share: in Chromium here some 30 ms for the first formatter (over 100 on Lighthouse's slowed-down
 * phone), 2-14 ms more for the first number formatter after a date one, where later ones (in any
 * language, currency or time zone) cost a millisecond or less. Made inside the render of the first
 * order card, pickup time or price, that load made a long task of the render; a signed-in start
 * (app/boot.ts) makes them beforehand instead, in three tasks (the locale, the first date, the first
 * price), so that none of them is as long as the whole.
 */
const STEPS = [
  () => new Intl.Locale(navigator.language || 'en').maximize(),
  () => new Intl.DateTimeFormat().format(0),
  () => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(0),
];

/** Starts the warm-up: each step in a task of its own, the first one in the next task. */
export function warmUpIntl(): void {
  const next = (step: number) => {
    const run = STEPS[step];
    if (!run) return;
    setTimeout(() => {
      run();
      next(step + 1);
    }, 0);
  };
  next(0);
}
