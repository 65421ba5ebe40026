-- Orders (checkout), their lines and status history; the points ledger learns which order, place or
-- staff member moved points; the personal QR token and the live events tickets.

CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  provider_id uuid NOT NULL REFERENCES providers (id),
  -- What the counter calls out: three digits counted per place and local business day.
  number text NOT NULL,
  business_date date NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'preparing', 'ready', 'completed', 'cancelled')),
  payment_method text NOT NULL CHECK (payment_method IN ('cash', 'card', 'points')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  total integer NOT NULL CHECK (total >= 0),
  points_spent integer NOT NULL CHECK (points_spent >= 0),
  points_earned integer NOT NULL CHECK (points_earned >= 0),
  pickup_asap boolean NOT NULL,
  pickup_at timestamptz,
  -- The client's Idempotency-Key, and a hash of the request it came with: the same key never makes a
  -- second order, and the same key with another basket is refused.
  idempotency_key uuid NOT NULL,
  request_hash text NOT NULL,
  cancel_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (pickup_asap = (pickup_at IS NULL)),
  UNIQUE (user_id, idempotency_key)
);
-- A customer's orders, newest first (cursor paging on created_at, id).
CREATE INDEX orders_user_created ON orders (user_id, created_at DESC, id DESC);
-- A place's orders by status (the staff console).
CREATE INDEX orders_provider_status ON orders (provider_id, status, created_at);

-- Lines as they were sold: names and prices are copied from the catalogue at checkout, so a later menu
-- change never rewrites an order.
CREATE TABLE order_lines (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL,
  product_id uuid NOT NULL,
  name text NOT NULL,
  image_url text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price integer NOT NULL CHECK (unit_price >= 0),
  line_total integer NOT NULL CHECK (line_total >= 0),
  points_price integer NOT NULL CHECK (points_price >= 0),
  loyalty_points integer NOT NULL CHECK (loyalty_points >= 0),
  -- [{ optionId, name, price }] in the order chosen.
  extras jsonb NOT NULL DEFAULT '[]'::jsonb,
  PRIMARY KEY (order_id, position)
);

CREATE TABLE order_status_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'preparing', 'ready', 'completed', 'cancelled')),
  reason text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_status_history_order ON order_status_history (order_id, at);

-- The last order number given per place and business day (an upsert hands out the next one).
CREATE TABLE order_number_counters (
  provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  business_date date NOT NULL,
  last_number integer NOT NULL,
  PRIMARY KEY (provider_id, business_date)
);

-- The ledger: which order, place or staff member moved points, and a closed list of reasons.
ALTER TABLE points_ledger
  ADD COLUMN order_id uuid REFERENCES orders (id),
  ADD COLUMN provider_id uuid REFERENCES providers (id),
  ADD COLUMN staff_user_id uuid REFERENCES users (id);
UPDATE points_ledger SET reason = 'staff_awarded' WHERE reason = 'in_store_purchase';
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_reason_known CHECK (
  reason IN ('order_earned', 'order_spent', 'order_refunded', 'staff_awarded', 'staff_redeemed', 'adjusted', 'welcome_bonus')
);
-- An order moves points at most once per kind (spent, earned, refunded), whatever retries happen.
CREATE UNIQUE INDEX points_ledger_order_reason_unique ON points_ledger (order_id, reason) WHERE order_id IS NOT NULL;
-- The history, newest first (cursor paging on created_at, id).
CREATE INDEX points_ledger_user_created ON points_ledger (user_id, created_at DESC, id DESC);

-- The latest personal QR token per user: only this jti is accepted at the counter, so issuing a new
-- token retires the previous one.
CREATE TABLE counter_tokens (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  jti uuid NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- One-time tickets that open the live event stream (EventSource cannot send headers). Only their
-- SHA-256 is stored; a ticket is deleted when used.
CREATE TABLE events_tickets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_tickets_expires ON events_tickets (expires_at);
