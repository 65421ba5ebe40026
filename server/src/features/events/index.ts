import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { createEventsHandlers } from './handlers';
import { createInProcessPublisher } from './publisher';
import { createEventsTicketsRepository } from './repository';
import { createOpenStreams } from './stream';

const DEFAULT_HEARTBEAT_MS = 25_000;

/**
 * Live events: the one publisher every feature sends through (in-process here; the staff console adds
 * a fan-out across instances behind the same interface), the tickets that open a stream, and the
 * server-sent event stream itself. `closeStreams` ends every open stream (app close, SIGTERM).
 */
export function createEventsFeature(deps: {
  db: Db;
  clock: Clock;
  heartbeatMs?: number;
  onListenerError: (error: unknown) => void;
}) {
  const publisher = createInProcessPublisher(deps.onListenerError);
  const streams = createOpenStreams();
  const tickets = createEventsTicketsRepository(deps.db);
  return {
    publisher,
    streams,
    handlers: createEventsHandlers({
      tickets,
      publisher,
      streams,
      clock: deps.clock,
      heartbeatMs: deps.heartbeatMs ?? DEFAULT_HEARTBEAT_MS,
    }),
  };
}
