-- Notifications that leave the app (features/notifications/): Web Push to the customer's devices when an
-- order is ready or the café cancels it, and order mails (the receipt, the cancellation). They consume
-- the events outbox (0008): a consumer reads `order.updated` rows from its position, turns each into
-- deliveries in one transaction (one row per device or mail, unique by what it announces), and a sender
-- sends due deliveries with retries. A crash between an order's commit and a push loses nothing (the
-- event is in the outbox) and sends nothing twice (a delivery is created once and sent until it is done).

-- A device's push subscription (the browser's PushSubscription), one per endpoint; the endpoint moves
-- to whoever subscribed last on that device.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The push service's address for this device (on the allow-list of push services when stored).
  endpoint text NOT NULL UNIQUE,
  -- The device's P-256 public key and auth secret (RFC 8291), base64url.
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- The customer's choices; no row: the defaults (order mails on).
CREATE TABLE notification_preferences (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  order_mails boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The consumer's position in event_outbox (its `seq`): events after it are read, and a window of recent
-- ones behind it again (seq is the order of appends, not of commits).
CREATE TABLE notification_position (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  seq bigint NOT NULL
);
-- Events committed before this migration are not notified.
INSERT INTO notification_position (seq) SELECT coalesce(max(seq), 0) FROM event_outbox;

-- The events the consumer has turned into deliveries (kept a little longer than the outbox keeps them).
CREATE TABLE notification_events_done (
  event_id uuid PRIMARY KEY,
  done_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_events_done_at ON notification_events_done (done_at);

-- One push to one device, or one mail: created once (dedupe_key), sent until done.
CREATE TABLE notification_deliveries (
  id uuid PRIMARY KEY,
  -- The outbox event it comes from.
  event_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('push', 'mail')),
  -- The device, for a push (removing the subscription removes what was still to send to it).
  subscription_id uuid REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  -- What it announces ("push:<subscription>:<order>:ready:<when>", "mail:receipt:<order>"): never twice.
  dedupe_key text NOT NULL UNIQUE,
  -- What is sent: the push's JSON, or the mail (to, subject, text, html).
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- While a sender holds it (a sender that dies lets it go when this passes).
  leased_until timestamptz,
  sent_at timestamptz,
  -- Given up (a refusal, or too many attempts); last_error says why.
  failed_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_deliveries_due ON notification_deliveries (next_attempt_at)
  WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX notification_deliveries_user ON notification_deliveries (user_id);
