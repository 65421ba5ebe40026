// A push service on loopback, as a browser's would be (RFC 8030): it takes the server's POST, checks its
// VAPID signature (RFC 8292) and decrypts the payload with the subscription's keys (RFC 8291), as the
// push service and the browser together would, with Node's crypto only (never web-push, which the server
// sends with). Tests script its answers (201, or 410, or a 429 with Retry-After first).
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of one subscription: its P-256 key pair and auth secret. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  privateKey: Buffer;
}

export interface ReceivedPush {
  /** The subscription's path (`/push/<id>`). */
  path: string;
  at: number;
  /** The VAPID public key (`k=`) whose signature checked out. */
  vapidKey: string;
  /** The JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
  headers: IncomingMessage['headers'];
  /** The decrypted payload, parsed. */
  payload: Record<string, unknown>;
}

interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
}

const b64 = (value: string) => Buffer.from(value, 'base64url');

/** Checks `Authorization: vapid t=<JWT>, k=<key>`; throws what is wrong. */
function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([A-Za-z0-9_.-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [headerPart, claimsPart, signature] = token.split('.') as [string, string, string];
  const jwtHeader = JSON.parse(b64(headerPart).toString('utf8')) as { alg?: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`JWT alg ${jwtHeader.alg}`);
  const point = b64(key);
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${headerPart}.${claimsPart}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    b64(signature),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(b64(claimsPart).toString('utf8')) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`exp ${claims.exp} out of range`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return { vapidKey: key, claims };
}

/** RFC 8291 (aes128gcm, one record): the plaintext the browser would get. */
function decrypt(body: Buffer, subscription: BrowserSubscription): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20] as number;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(subscription.privateKey);
  const secret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    b64(subscription.keys.p256dh),
    senderPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, b64(subscription.keys.auth), keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any padding zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushService() {
  const subscriptions = new Map<string, BrowserSubscription>();
  const scripts = new Map<string, ScriptedAnswer[]>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const waiters = new Set<() => void>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const subscription = subscriptions.get(path);
      try {
        if (request.method !== 'POST' || !subscription) throw new Error(`unknown ${request.method} ${path}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (!request.headers.ttl) throw new Error('no TTL');
        const { vapidKey, claims } = checkVapid(request.headers.authorization, origin);
        const answer = scripts.get(path)?.shift() ?? { status: 201 };
        if (answer.status === 201) {
          const payload = JSON.parse(decrypt(Buffer.concat(chunks), subscription)) as Record<string, unknown>;
          received.push({ path, at: Date.now(), vapidKey, claims, headers: request.headers, payload });
        }
        response.writeHead(answer.status, answer.headers ?? {}).end();
      } catch (error) {
        problems.push((error as Error).message);
        response.writeHead(400).end();
      }
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    problems,
    /** A new browser subscription on this service (what PushSubscription.toJSON() gives, and its private key). */
    subscribe(): BrowserSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const path = `/push/${randomBytes(8).toString('hex')}`;
      const subscription = {
        endpoint: `${origin}${path}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        privateKey: ecdh.getPrivateKey(),
      };
      subscriptions.set(path, subscription);
      return subscription;
    },
    /** The next answers to pushes for this subscription (then 201). */
    script(subscription: BrowserSubscription, answers: ScriptedAnswer[]) {
      scripts.set(new URL(subscription.endpoint).pathname, answers);
    },
    /** Pushes decrypted for this subscription so far. */
    receivedBy(subscription: BrowserSubscription): ReceivedPush[] {
      const path = new URL(subscription.endpoint).pathname;
      return received.filter((push) => push.path === path);
    },
    /** Resolves once `check` holds (checked at each request), or rejects after `timeoutMs`. */
    async until(check: () => boolean, timeoutMs = 30_000): Promise<void> {
      if (check()) return;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(`push service: condition not met within ${timeoutMs} ms (${problems.join('; ')})`),
          );
        }, timeoutMs);
        const wake = () => {
          if (!check()) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/** Web Push settings for a test app: a fresh VAPID key pair, and this service's origin allowed. */
export function pushSettings(origin: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  return {
    vapid: {
      publicKey: ecdh.getPublicKey().toString('base64url'),
      privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
      subject: 'mailto:push-tests@loyalty.local',
    },
    extraServiceOrigins: [origin],
  };
}
