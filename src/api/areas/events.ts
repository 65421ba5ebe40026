import type { ApiArea } from './area';

// The customer's live events: live-events.ts asks for a ticket on each connection (never cached) and
// opens the stream itself.
export const eventsArea: ApiArea = {};
