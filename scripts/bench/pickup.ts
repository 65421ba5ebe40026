// The bench's checkouts ask for a pickup that stays on offer through the run (scripts/bench/api.ts).

const HOUR_MS = 3_600_000;

/**
 * The pickup the bench's checkouts ask for, one that stays on offer through the run: as soon as possible
 * while the place is open for an hour more, else the first time it offers an hour ahead or later. (A run
 * that asked for "as soon as possible" as the place closed had the rest of its checkouts refused.)
 */
export function pickupThroughTheRun(
  offered: { asapAvailable: boolean; times: string[] },
  now: number,
): { asap: true } | { at: string } {
  // The offered times come in order: the first an hour ahead or later, if within two hours, says the
  // place is open for an hour more.
  const ahead = (time: string) => Date.parse(time) - now;
  const later = offered.times.find((time) => ahead(time) >= HOUR_MS);
  if (later === undefined) return { asap: true };
  return offered.asapAvailable && ahead(later) <= 2 * HOUR_MS ? { asap: true } : { at: later };
}
