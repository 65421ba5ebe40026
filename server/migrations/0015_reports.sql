-- Reports (server/src/features/reports/): the indexes that keep them fast on a year of orders.
-- A report reads a place's orders by the moment they were placed, over a window of that place's local
-- days turned into an instant range (orders_provider_created); the points ledger likewise, by place
-- (points_ledger_provider_created) and, for rows that name no place (welcome bonus), by time alone.
-- The time from order to ready reads the one 'ready' step of an order's history.
CREATE INDEX orders_provider_created ON orders (provider_id, created_at, id);
CREATE INDEX points_ledger_provider_created ON points_ledger (provider_id, created_at, id);
CREATE INDEX points_ledger_created ON points_ledger (created_at, id) WHERE provider_id IS NULL;
CREATE INDEX order_status_history_ready ON order_status_history (order_id, at) WHERE status = 'ready';
