import type { Mail, Mailer } from '../../lib/mailer';
import { onFirstUse } from '../../lib/on-first-use';
import type { ClaimedDelivery, NotificationsRepository } from './repository';

/** web-push, loaded at the first push: an instance starts without it. */
const loadWebPush = onFirstUse(() => import('web-push'));

/** How many deliveries one pass sends (at once). */
const BATCH = 20;
/** How long a sender holds a delivery; longer than a send may take (the push timeout below). */
const LEASE_SECONDS = 60;
const PUSH_TIMEOUT_MS = 10_000;
/** Attempts before a delivery is given up. */
const MAX_ATTEMPTS = 10;
/** How long a push service keeps a notification for a device that is offline. */
const PUSH_TTL_SECONDS = 4 * 60 * 60;

/** Seconds before attempt `attempts + 1`: 5 s, 10 s, 20 s, ... at most an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 3_600);
}

/** A Retry-After header's seconds (a number of seconds, or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(
  value: string | string[] | undefined,
  now = Date.now(),
): number | undefined {
  const header = Array.isArray(value) ? value[0] : value;
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Math.min(Number(header.trim()), 86_400);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.min(Math.max(0, Math.ceil((at - now) / 1000)), 86_400);
}

/**
 * Sends due deliveries: Web Push (RFC 8030, encrypted per RFC 8291, signed with VAPID per RFC 8292, by
 * web-push) and mails (the app's mailer: SMTP or .eml files). A push service's 404 or 410 deletes the
 * device's subscription; a 429 or 5xx (or no answer) is tried again later, after its Retry-After when
 * it gives one, else with a growing backoff; another refusal is given up.
 */
export function createNotificationsSender(deps: {
  repository: NotificationsRepository;
  mailer: Mailer;
  vapid: { publicKey: string; privateKey: string; subject: string };
  onError: (error: unknown, context: string) => void;
}) {
  const { repository } = deps;

  async function later(delivery: ClaimedDelivery, seconds: number, error: string) {
    if (delivery.attempts >= MAX_ATTEMPTS) await repository.markFailed(delivery.id, error);
    else await repository.retryLater(delivery.id, seconds, error);
  }

  /** Sends a push; true when the push service took it (the pass marks it sent). */
  async function sendPush(delivery: ClaimedDelivery): Promise<boolean> {
    const subscription = delivery.subscription;
    if (!subscription) {
      await repository.markFailed(delivery.id, 'No subscription');
      return false;
    }
    const payload = delivery.payload as { orderId?: string };
    // web-push encrypts (RFC 8291) and signs (VAPID); the request itself is sent here, so that an origin
    // of PUSH_SERVICE_ORIGINS may be plain http (a push service on loopback in tests) and the answer's
    // Retry-After is at hand.
    const { default: webpush } = await loadWebPush();
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(delivery.payload),
      {
        vapidDetails: deps.vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        // A push service keeps one message per topic for a device: a resend replaces, never adds.
        topic: payload.orderId?.replaceAll('-', ''),
      },
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      // No answer (a timeout, a refused connection): try again later.
      await later(delivery, backoffSeconds(delivery.attempts), (error as Error).message ?? String(error));
      return false;
    }
    const status = response.status;
    if (status >= 200 && status < 300) return true;
    if (status === 404 || status === 410) {
      // The device unsubscribed or the subscription expired: forget it (and what was due to it).
      await repository.deleteSubscriptionById(subscription.id);
    } else if (status === 429 || status >= 500) {
      const wait =
        retryAfterSeconds(response.headers.get('retry-after') ?? undefined) ??
        backoffSeconds(delivery.attempts);
      await later(delivery, wait, `Push service answered ${status}`);
    } else {
      await repository.markFailed(delivery.id, `Push service answered ${status}`);
    }
    return false;
  }

  /** Sends a mail; true when the mailer took it (the pass marks it sent). */
  async function sendMail(delivery: ClaimedDelivery): Promise<boolean> {
    try {
      await deps.mailer.send(delivery.payload as Mail);
      return true;
    } catch (error) {
      deps.onError(error, 'Order mail not sent');
      await later(delivery, backoffSeconds(delivery.attempts), (error as Error).message ?? String(error));
      return false;
    }
  }

  /**
   * One pass; how many deliveries it tried. What was sent is marked in one statement once the pass's
   * sends are over (one write for a busy café's batch, not one per mail); a sender that dies before
   * that sends them again when their lease ends, as one that died between a send and its mark did.
   */
  async function runOnce(): Promise<number> {
    const due = await repository.claimDue(BATCH, LEASE_SECONDS);
    const sent = await Promise.all(
      due.map((delivery) =>
        (delivery.channel === 'push' ? sendPush(delivery) : sendMail(delivery)).catch((error) => {
          deps.onError(error, 'Notification delivery failed');
          return false;
        }),
      ),
    );
    await repository.markSent(due.filter((_, index) => sent[index]).map((delivery) => delivery.id));
    return due.length;
  }

  return { runOnce };
}
