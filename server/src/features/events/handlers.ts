import { randomUUID } from 'node:crypto';
import type { Handlers } from '../../api/handler';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { callerId } from '../../plugins/authentication';
import type { EventPublisher } from './publisher';
import type { EventsTicketsRepository } from './repository';
import { type OpenStreams, pipeEvents } from './stream';

export const TICKET_TTL_MS = 60_000;

export function createEventsHandlers(deps: {
  tickets: EventsTicketsRepository;
  publisher: EventPublisher;
  streams: OpenStreams;
  clock: Clock;
  heartbeatMs: number;
}): Handlers<'createEventsTicket' | 'streamEvents'> {
  return {
    async createEventsTicket(request, reply) {
      const expiresAt = new Date(deps.clock().getTime() + TICKET_TTL_MS);
      const ticket = await deps.tickets.issue(callerId(request), expiresAt);
      reply.code(201).header('cache-control', 'no-store');
      return { data: { ticket, expiresAt: expiresAt.toISOString() } };
    },

    async streamEvents(request, reply) {
      const userId = await deps.tickets.consume(request.query.ticket, deps.clock());
      if (!userId) {
        throw new AppError(401, 'INVALID_TOKEN', 'This events ticket is invalid or has expired');
      }
      // From here on the connection is a stream Fastify no longer answers for.
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies: pass events through at once instead of buffering them.
        'x-accel-buffering': 'no',
      });
      pipeEvents(reply.raw, {
        audience: { userId },
        publisher: deps.publisher,
        streams: deps.streams,
        heartbeatMs: deps.heartbeatMs,
        newId: randomUUID,
      });
      return reply;
    },
  };
}
