-- Who cancelled an order: the customer (or their account's deletion) or the place (its staff, or the
-- sweep of orders never collected). The customer's app tells a cancellation by the place as loudly as
-- "ready" (issue 26). Orders cancelled before this column existed are read from their reason.
ALTER TABLE orders
  ADD COLUMN cancelled_by text CHECK (cancelled_by IN ('customer', 'place'));
UPDATE orders
  SET cancelled_by = CASE WHEN cancel_reason = 'Cancelled by the customer' THEN 'customer' ELSE 'place' END
  WHERE status = 'cancelled';
