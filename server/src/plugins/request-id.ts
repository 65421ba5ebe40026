import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import proxyAddr from 'proxy-addr';

/** An id we take from a proxy: short, and nothing a log reader could mistake for structure. */
const ACCEPTED_ID = /^[A-Za-z0-9._:@+=/-]{1,128}$/;

/**
 * Fastify's `genReqId`: the `X-Request-Id` of a request that comes from a trusted proxy (TRUST_PROXY)
 * when it is a plausible id, so one id follows a request from the load balancer through the logs;
 * otherwise (no proxy trusted, a client's own header, a malformed id) a new UUID.
 */
export function requestIdGenerator(trustProxy: string[] | false): (request: IncomingMessage) => string {
  const trusted = trustProxy === false ? undefined : proxyAddr.compile(trustProxy);
  return (request) => {
    const given = request.headers['x-request-id'];
    const fromProxy =
      trusted !== undefined &&
      typeof given === 'string' &&
      ACCEPTED_ID.test(given) &&
      trusted(request.socket.remoteAddress ?? '', 0);
    return fromProxy ? given : randomUUID();
  };
}

/** Every answer carries its request's id as `X-Request-Id` (event streams set it themselves). */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
