// What keeps a counter tablet's console usable: the screen stays on, and the console knows when the
// device is offline.
import { useEffect, useState } from 'react';

interface WakeLockSentinelLike {
  release(): Promise<void>;
}
type WakeLockNavigator = Navigator & {
  wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> };
};

/**
 * Keeps the screen awake while the console is open (Screen Wake Lock where the browser has it). The
 * browser drops the lock when the page is hidden; it is asked for again when the page shows.
 */
export function useWakeLock(): void {
  useEffect(() => {
    const { wakeLock } = navigator as WakeLockNavigator;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinelLike | undefined;
    let closed = false;
    const request = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const next = await wakeLock.request('screen');
        if (closed) void next.release();
        else sentinel = next;
      } catch {
        // Refused (battery saver, no permission): the screen may sleep.
      }
    };
    void request();
    document.addEventListener('visibilitychange', request);
    return () => {
      closed = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => {});
    };
  }, []);
}

/** Whether the browser believes the device is online (`online`/`offline` events). */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
