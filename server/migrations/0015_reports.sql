-- Reports (server/src/features/reports/): what keeps them fast on a year of orders.
--
-- When an order became ready, on the order itself: the move to ready writes it (the same instant as its
-- history's entry) and a recall of that move clears it, so the time from order to ready is a column
-- read with the order instead of a join to its history. Orders that were ready before get it from their
-- history.
ALTER TABLE orders ADD COLUMN ready_at timestamptz;
UPDATE orders SET ready_at = history.at
FROM (
  SELECT order_id, min(at) AS at FROM order_status_history WHERE status = 'ready' GROUP BY order_id
) history
WHERE history.order_id = orders.id;

-- A report reads a place's orders by the moment they were placed, over a range of the place's local
-- days turned into instants; the columns it sums come with the index (an index-only scan where the
-- visibility map allows). The CSV export pages through it in (created_at, id) order.
CREATE INDEX orders_provider_created ON orders (provider_id, created_at, id)
  INCLUDE (status, payment_method, currency, total, points_spent, ready_at);
-- The points moved at a place over a range; and, for all places, those given at no place (the welcome
-- bonus) by time alone.
CREATE INDEX points_ledger_provider_created ON points_ledger (provider_id, created_at, id) INCLUDE (delta, reason);
CREATE INDEX points_ledger_placeless_created ON points_ledger (created_at, id) INCLUDE (delta, reason)
  WHERE provider_id IS NULL;
