-- The counter's typed code, the cashier's reason on the ledger and the limits of forgotten orders
-- (issue 25).

-- counter-token: the short code shown under the personal QR code (8 characters without look-alikes,
-- features/counter-token/short-code.ts), issued and replaced with the token. Stored as an HMAC, never
-- in clear; a lookup finds the row by it while `expires_at` has not passed.
ALTER TABLE counter_tokens ADD COLUMN code_hash text;
CREATE INDEX counter_tokens_code_hash ON counter_tokens (code_hash) WHERE code_hash IS NOT NULL;

-- points: what the cashier typed when awarding or redeeming at the counter, shown in the customer's
-- history. NULL for every other movement.
ALTER TABLE points_ledger ADD COLUMN note text;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_note_length CHECK (char_length(note) <= 200);

-- catalog (places): how long after its pickup time (its creation time when asap) an order still
-- pending is flagged in the staff queue, and how long until it is cancelled as not collected, with
-- its points refunded (features/orders/forgotten-orders.ts). Defaults: 15 and 60 minutes.
ALTER TABLE providers ADD COLUMN pending_flag_minutes integer NOT NULL DEFAULT 15;
ALTER TABLE providers ADD COLUMN pending_cancel_minutes integer NOT NULL DEFAULT 60;
ALTER TABLE providers ADD CONSTRAINT providers_pending_limits CHECK (
  pending_flag_minutes >= 1 AND pending_cancel_minutes > pending_flag_minutes AND pending_cancel_minutes <= 10080
);

-- orders: what the forgotten-orders sweep scans, the pending orders alone.
CREATE INDEX orders_pending ON orders (provider_id, created_at) WHERE status = 'pending';
