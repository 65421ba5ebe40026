-- The transactional outbox of live events (features/events/outbox.ts): every event is written here in
-- the transaction of the change it announces; the relay (features/events/relay.ts) publishes committed
-- rows to every instance and sets published_at. Later consumers (web push, order mails, webhooks) read
-- rows in `seq` order from a position of their own. Published rows are deleted after the retention
-- period (7 days, relay.ts).
CREATE TABLE event_outbox (
  -- The event's id: the SSE `id:`, and what consumers deduplicate by (delivery is at least once).
  id uuid PRIMARY KEY,
  -- The order of appends (not of commits: an earlier transaction may commit later), for the relay and
  -- for consumers' positions.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  -- Who receives it: {"userId": ...}, {"providerId": ...} or {"topic": "catalog"} (EventAudience).
  audience jsonb NOT NULL,
  -- data.type, for consumers that only want some events.
  type text NOT NULL,
  -- The event's JSON (LiveEventData), as streamed.
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When the relay published it; NULL until then.
  published_at timestamptz
);
-- What the relay claims: the unpublished rows, oldest first.
CREATE INDEX event_outbox_unpublished ON event_outbox (seq) WHERE published_at IS NULL;
-- What the retention sweep deletes.
CREATE INDEX event_outbox_published_at ON event_outbox (published_at) WHERE published_at IS NOT NULL;
