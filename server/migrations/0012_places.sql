-- The back office's places (issue 24): closed dates, pickup settings, the pause of online orders, and a
-- version of the place's own settings that the back office's edits are checked against.
--
-- Closed dates are a short list read with the place (the customer's "open now" and the pickup times
-- read the row anyway), so they live on it as jsonb: [{ "from": "2026-12-24", "to": "2026-12-26",
-- "reason": "Christmas" }], dates on the place's wall clock, both ends included.
ALTER TABLE providers ADD COLUMN closed_dates jsonb NOT NULL DEFAULT '[]'::jsonb;

-- The earliest pickup time is this far from now; pickup times are this far apart; at most this many
-- orders (not cancelled) are collected in one pickup slot (null: no limit).
ALTER TABLE providers ADD COLUMN prep_minutes integer NOT NULL DEFAULT 15
  CHECK (prep_minutes BETWEEN 0 AND 240);
ALTER TABLE providers ADD COLUMN slot_minutes integer NOT NULL DEFAULT 15
  CHECK (slot_minutes IN (5, 10, 15, 20, 30, 60));
ALTER TABLE providers ADD COLUMN max_orders_per_slot integer
  CHECK (max_orders_per_slot IS NULL OR max_orders_per_slot BETWEEN 1 AND 1000);

-- "Pause online orders now": while set, checkout refuses and customers see the reason; the counter
-- works as before.
ALTER TABLE providers ADD COLUMN ordering_paused_at timestamptz;
ALTER TABLE providers ADD COLUMN ordering_pause_reason text;

-- Bumped by the back office's edits of the place itself (details, hours, pickup settings), not by menu
-- edits: two managers editing the place do not overwrite each other, and a menu edit does not make a
-- manager's open form of the hours stale.
ALTER TABLE providers ADD COLUMN place_version integer NOT NULL DEFAULT 1;

-- The pickup capacity check counts one place's orders per pickup slot of a day.
CREATE INDEX orders_provider_pickup ON orders (provider_id, (coalesce(pickup_at, created_at)))
  WHERE status <> 'cancelled';
