-- Favourites (features/favourites/, issue 26 item 14): the products and past orders a customer starred,
-- shown first on a place's menu. Each row is the customer's own; starring twice keeps one row (the
-- primary keys), and the writes cap how many a customer keeps (favourites/service.ts), so the list is
-- answered whole. The place is kept beside each row (a product's and an order's place never change), so
-- one place's favourites are read without a join. Deleting the account deletes its rows (account/).

CREATE TABLE favourite_products (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- A retired product keeps its row (it may come back to no menu, but its orders name it); the list
  -- leaves it out.
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX favourite_products_user_place ON favourite_products (user_id, provider_id, created_at DESC);

CREATE TABLE favourite_orders (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, order_id)
);
CREATE INDEX favourite_orders_user_place ON favourite_orders (user_id, provider_id, created_at DESC);
