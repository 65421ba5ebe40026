import i18n from 'i18next';
import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { rememberUser } from '../api';
import { retryDelay } from '../api/retry-delay';
import { useAccountLanguage } from '../hooks/use-account-language';
import { selectAuth } from '../stores/auth-slice';
import { followBasketInOtherTabs } from '../stores/basket-sync';
import { useAppDispatch, useAppSelector } from '../stores/hooks';
import { followOtherTabs } from '../stores/session';
import type { RootState } from '../stores/store';
import { retrySession } from './boot';

/** The wait before the next restore attempt: 1 s, doubling, at most 30 s (SPEC 9's reading). */
export const retryDelayMs = (failedAttempts: number) => retryDelay(Math.max(failedAttempts - 1, 0));

/**
 * Keeps the session going once the app has started it (app/boot.ts): follows logouts and
 * sign-ins in other tabs, and while an outage keeps a stored session from being restored,
 * tries again with a growing delay, and at once when the device comes back online or the
 * customer returns to the app. Applies the account's language once the user is known.
 */
export function SessionBootstrap() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const { outage, failedRestores, user } = useAppSelector(selectAuth);
  const attempting = useRef(false);
  const location = useLocation();
  const where = useRef(location);
  where.current = location;

  useEffect(() => followOtherTabs(dispatch, store.getState), [dispatch, store]);
  useEffect(() => followBasketInOtherTabs(dispatch), [dispatch]);
  // What an offline start shows (SessionPending): the orders under way and the balance last seen.
  useEffect(() => {
    if (user) rememberUser(user);
  }, [user]);
  // ...and what it needs to show it, fetched once while online (the service worker caches the chunks
  // it serves), when the browser is idle after the first screen.
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    const warm = () => {
      void import(/* webpackChunkName: "offline-snapshot" */ './OfflineSnapshot').catch(() => undefined);
      void i18n.loadNamespaces('orders').catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(warm, { timeout: 10_000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(warm, 5_000);
    return () => clearTimeout(timer);
  }, [signedIn]);
  useAccountLanguage();

  useEffect(() => {
    if (!outage) return;
    const retry = () => {
      if (attempting.current) return;
      attempting.current = true;
      void retrySession(dispatch, where.current).finally(() => {
        attempting.current = false;
      });
    };
    const retryWhenVisible = () => {
      if (document.visibilityState === 'visible') retry();
    };
    const timer = setTimeout(retry, retryDelayMs(failedRestores));
    window.addEventListener('online', retry);
    window.addEventListener('focus', retry);
    document.addEventListener('visibilitychange', retryWhenVisible);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
      window.removeEventListener('focus', retry);
      document.removeEventListener('visibilitychange', retryWhenVisible);
    };
  }, [outage, failedRestores, dispatch]);

  return null;
}
