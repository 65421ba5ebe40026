-- The staff console: who is staff of which place, what a place has sold out for the day, and staff
-- event stream tickets. (Ledger rows already name the staff member and the place: 0003_orders.sql.)

-- A person may be staff of several places; `npm run staff:add` and the demo seed write these rows.
CREATE TABLE staff_memberships (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, provider_id)
);
CREATE INDEX staff_memberships_provider ON staff_memberships (provider_id);

-- A product, or an extra option (for every product of the place offering it), sold out for one local
-- business day of the place: the mark lapses by itself when the day ends.
CREATE TABLE sold_out_items (
  provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('product', 'extra')),
  item_id uuid NOT NULL,
  business_date date NOT NULL,
  staff_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_id, business_date, kind, item_id)
);

-- A ticket for a place's staff stream names the place; customers' tickets leave it NULL.
ALTER TABLE events_tickets ADD COLUMN provider_id uuid REFERENCES providers (id) ON DELETE CASCADE;
