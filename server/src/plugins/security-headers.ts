import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
 * The headers helmet sets with `options`, read once: they are the same for every answer, and helmet
 * run per request (as @fastify/helmet does, building its middleware again each time) cost 6% of a
 * catalogue read's CPU.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer (helmet's, computed once): CSP as above, `X-Content-Type-Options:
 * nosniff`, `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer` (app URLs can carry a reset token or,
 * for one redirect, a session), and HSTS only on requests that arrived over HTTPS (directly or, with
 * TRUST_PROXY, through a proxy that says so): over plain http it would be ignored, or pin a development
 * host. API answers carry personal data and tokens: `Cache-Control: no-store` unless the operation set
 * its own (a public catalogue read may be cached).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: false,
    // Uploaded images and the app's files are only used by this origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isApi(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
