import type { FastifyReply } from 'fastify';
import type { Handlers } from '../../api/handler';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { callerId } from '../../plugins/authentication';
import type { EventAudience, StreamFollowing } from './publisher';
import type { EventsTicketsRepository } from './repository';

export const TICKET_TTL_MS = 60_000;

export function createEventsHandlers(deps: {
  tickets: EventsTicketsRepository;
  clock: Clock;
  openStream: (
    reply: FastifyReply,
    audiences: EventAudience[],
    options: { following: StreamFollowing[] },
  ) => FastifyReply;
  /** What the customer's stream follows besides their own events and the catalogue's. */
  following: (userId: string) => Promise<StreamFollowing[]>;
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
      // Their own events, the menus' sold-out marks (which concern every customer, and name no one), and
      // what other features follow for them: the queue moves of the places where they have an order still
      // to be made (orders/queue-followers.ts).
      const following = await deps.following(userId);
      return deps.openStream(reply, [{ userId }, { topic: 'catalog' }], { following });
    },
  };
}
