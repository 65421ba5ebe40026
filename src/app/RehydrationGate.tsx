import { type ReactNode, startTransition, useEffect, useState } from 'react';
import type { Persistor } from 'redux-persist';

/**
 * Renders `loading` until the persisted basket is back in the store, then `children`: what
 * redux-persist's PersistGate does, but the switch is a transition. PersistGate sets its state
 * in componentDidMount, which React renders at once in the same task, the whole app in one
 * block of work; a transition is rendered in slices that leave the page free between them
 * (issue 12).
 */
export function RehydrationGate({
  persistor,
  loading,
  children,
}: {
  persistor: Persistor;
  loading: ReactNode;
  children: ReactNode;
}) {
  const [rehydrated, setRehydrated] = useState(() => persistor.getState().bootstrapped);

  useEffect(() => {
    if (rehydrated) return;
    const check = () => {
      if (persistor.getState().bootstrapped) startTransition(() => setRehydrated(true));
    };
    const unsubscribe = persistor.subscribe(check);
    check();
    return unsubscribe;
  }, [persistor, rehydrated]);

  return rehydrated ? children : loading;
}
