import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLiveEventsQuery } from '../../api/live-events';
import { useConsentStatus } from '../../hooks/use-consent-status';
import { useCurrentUser } from '../../hooks/use-current-user';
import { selectIsAuthenticated } from '../../stores/auth-slice';
import { useAppSelector } from '../../stores/hooks';

// The banner needs the `orders` texts: its own chunk, loaded the first time an order is ready.
const ReadyBanner = lazy(() => import(/* webpackChunkName: "ready-banner" */ './ReadyBanner'));
// Loaded the first time an order leaves the orders under way while the app is open.
const CancelledBanner = lazy(() => import(/* webpackChunkName: "cancelled-banner" */ './CancelledBanner'));

/**
 * Mounted once for the whole app: keeps the live event stream open while someone is signed in and
 * has given the required consents (every screen's orders, points and user follow the server through
 * the cache), and shows the
 * "ready" banner wherever the customer is.
 */
export function LiveOrders() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  // The server opens no stream before the required consents (a ticket is 403 CONSENTS_REQUIRED).
  const { hasRequiredConsents } = useConsentStatus();
  useLiveEventsQuery(signedIn && hasRequiredConsents ? undefined : skipToken);
  const user = useCurrentUser();
  const ready = user?.activeOrders.filter((order) => order.status === 'ready') ?? [];
  // Orders that were ready when the app opened are shown; those that become ready while it is
  // open are also announced by a system notification.
  const seenReady = useRef<Set<string> | null>(null);
  if (user && seenReady.current === null) seenReady.current = new Set(ready.map((order) => order.orderId));
  const becameReady = ready.filter((order) => !seenReady.current?.has(order.orderId));
  // Orders that left the orders under way while the app was open (completed, or cancelled: the
  // banner tells a cancellation by the place, with its reason and the refund).
  const active = user?.activeOrders.map((order) => order.orderId);
  const [previous, setPrevious] = useState<string[] | undefined>(active);
  const [left, setLeft] = useState<string[]>([]);
  if (active && active.join() !== previous?.join()) {
    // Adjusting state while rendering (React's pattern for reacting to a changed value).
    const gone = previous?.filter((orderId) => !active.includes(orderId)) ?? [];
    setPrevious(active);
    if (gone.length > 0) setLeft([...left, ...gone]);
  }
  if (!signedIn || (ready.length === 0 && left.length === 0)) return null;
  return (
    <Suspense fallback={null}>
      {/* One fixed column at the top (ready-banner.css), so two notices stack instead of overlapping. */}
      <div className="order-banners">
        {ready.length > 0 && (
          <ReadyBanner orders={ready} announce={becameReady.map((order) => order.orderId)} />
        )}
        {left.length > 0 && <CancelledBanner orderIds={left} />}
      </div>
    </Suspense>
  );
}
