import { api } from '../api';
import type { AppDispatch } from './store';

// This device's Web Push subscription (issue 29): the browser's PushSubscription, stored on the server
// for the signed-in customer. Turned on from the settings or from "Notify me when it is ready", off
// from the settings and at logout.

/** The browser can receive Web Push from the app (a service worker is registered; dev builds have none). */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    typeof PushManager === 'undefined'
  ) {
    return undefined;
  }
  if (typeof Notification === 'undefined') return undefined;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return registration?.pushManager ? registration : undefined;
}

/** Whether this device is subscribed now. */
export async function isPushSubscribed(): Promise<boolean> {
  const registration = await pushRegistration();
  return Boolean(await registration?.pushManager.getSubscription().catch(() => null));
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
};

export type PushOutcome = 'subscribed' | 'unsupported' | 'blocked' | 'failed';

/** Asks for permission if needed, subscribes this device and stores the subscription on the server. */
export async function subscribePush(dispatch: AppDispatch): Promise<PushOutcome> {
  const registration = await pushRegistration();
  if (!registration) return 'unsupported';
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'blocked';
  try {
    const settings = await dispatch(api.endpoints.getNotificationSettings.initiate()).unwrap();
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(settings.data.vapidPublicKey),
      }));
    const json = subscription.toJSON();
    await dispatch(
      api.endpoints.savePushSubscription.initiate({
        body: {
          endpoint: subscription.endpoint,
          keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        },
      }),
    ).unwrap();
    return 'subscribed';
  } catch {
    return 'failed';
  }
}

/** Removes this device's subscription on the server and in the browser (best effort: logout goes on). */
export async function unsubscribePush(dispatch: AppDispatch): Promise<boolean> {
  const registration = await pushRegistration();
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  if (!subscription) return true;
  try {
    await dispatch(
      api.endpoints.deletePushSubscription.initiate({ endpoint: subscription.endpoint }),
    ).unwrap();
    await subscription.unsubscribe();
    return true;
  } catch {
    return false;
  }
}
