-- The orders ahead of an order (its estimated ready time, ready-estimate.ts) and of one placed now for as
-- soon as possible (listPickupTimes) are counted over the place's queued orders (OrderStatus's x-queued:
-- pending, preparing). Without an index of their own each count read every queued row of the place and
-- worked out its start time. The place starts an order for as soon as possible when it was placed and a
-- scheduled one its preparation time before its pickup time: an index per kind, in start order, lets
-- each count read the entries ahead only, from the index alone.
CREATE INDEX orders_queue_asap ON orders (provider_id, created_at, id)
  WHERE status IN ('pending', 'preparing') AND pickup_asap;
CREATE INDEX orders_queue_scheduled ON orders (provider_id, pickup_at, created_at, id)
  WHERE status IN ('pending', 'preparing') AND NOT pickup_asap;
