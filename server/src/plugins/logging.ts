import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { envelope } from './error-handler';

// Secrets that travel in URLs: the token of a mailed link in the app's page it opens
// (/password-restore/{token}, /confirm-email/{token}; the API takes it in a body), the Google
// callback's code and state, the events ticket, the tokens of the app's /auth/callback. Logs keep the
// URL without them.
const SECRET_PATH = /^(\/(?:password-restore|confirm-email)\/)[^/?#]+/;
const SECRET_QUERY = new Set(['code', 'state', 'ticket', 'token', 'accesstoken', 'refreshtoken']);

/** The URL with every secret it may carry replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathPart = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(SECRET_PATH, '$1[redacted]');
  if (queryStart === -1) return pathPart;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return SECRET_QUERY.has(name.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  socket?: { remoteAddress?: string; remotePort?: number };
}

/**
 * pino options of the server's logger: the request line without secrets (Fastify's default serializer
 * prints the raw URL, token and all), and no header at all (they carry x-auth-token).
 */
export function createLoggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream && { stream }),
    serializers: {
      req(request: LoggedRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.headers.host as string | undefined,
          remoteAddress: request.socket?.remoteAddress,
        };
      },
    },
  };
}

const truncate = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}…` : text;

/**
 * Fastify's `frameworkErrors`: what it answers before any route runs (a malformed URL such as `/%ff`, a
 * content type it cannot parse), in the one error envelope like every other error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const appError =
    status === 415
      ? new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Unsupported Media Type: send the body as application/json',
        )
      : // The message quotes the URL: keep a 10,000-character one out of the answer.
        new AppError(status, 'VALIDATION_ERROR', `Invalid request: ${truncate(error.message, 200)}`);
  // Before any hook: the request id header is set here as the onRequest hook would have.
  void reply.code(status).header('x-request-id', request.id).send(envelope(appError, request.id));
}
