import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer. Tokens live in localStorage, so injected script would be
 * the worst bug there is: scripts come from this origin's files only (never inline, never eval), nothing
 * may frame the app (clickjacking), and requests go to this origin only. Styles may be inline
 * (Swagger UI at /api/docs sets style attributes; styles cannot read storage). `blob:` workers are the
 * QR scanner's decoder.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const HSTS = 'max-age=31536000; includeSubDomains';

/** Whether an answer must never be stored: an API answer, unless its handler chose a cache policy itself. */
function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Security headers on every answer (@fastify/helmet): CSP as above, `X-Content-Type-Options: nosniff`,
 * `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer` (app URLs can carry a reset token or, for one
 * redirect, a session), and HSTS only on requests that arrived over HTTPS (directly or, with TRUST_PROXY,
 * through a proxy that says so): over plain http it would be ignored, or pin a development host.
 * API answers carry personal data and tokens: `Cache-Control: no-store` unless the operation set its own
 * (a public catalogue read may be cached).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: false,
    // Uploaded images and the app's files are only used by this origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isApi(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
