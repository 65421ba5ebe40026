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
  const ahead = (time: string) => Date.parse(time) - now;
  const openAnHourMore = offered.times.some((time) => ahead(time) >= HOUR_MS && ahead(time) <= 2 * HOUR_MS);
  if (offered.asapAvailable && openAnHourMore) return { asap: true };
  const later = offered.times.find((time) => ahead(time) >= HOUR_MS);
  return later ? { at: later } : { asap: true };
}
