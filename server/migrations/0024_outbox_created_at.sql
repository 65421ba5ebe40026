-- The notifications consumer reads again the events of the last two minutes at or before its position
-- (one appended before the position may commit after it: consumer.ts). By `seq` alone that read walked the
-- outbox from its oldest row, kept seven days (relay.ts), on every pass of every instance; by the time of
-- the append's transaction it reads the window only.
CREATE INDEX event_outbox_created_at ON event_outbox (created_at);
