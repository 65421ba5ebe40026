interface WithScheduler {
  scheduler?: { yield?: () => Promise<void> };
}

/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer input
 * between the steps of the app's start (issue 12: a phone runs this script for hundreds of
 * milliseconds, and every task over 50 ms blocks the page). `scheduler.yield()` where the
 * browser has it (the rest runs before tasks queued meanwhile), else a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as WithScheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
