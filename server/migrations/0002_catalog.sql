-- The catalogue: providers (coffee shops and restaurants) and their products.
-- Prices are integers in minor units; extra-option groups live on the product as jsonb
-- because they are always read and priced together with it.

CREATE TABLE providers (
  id uuid PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('coffee_shop', 'restaurant')),
  address text NOT NULL,
  timezone text NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  opening_hours jsonb NOT NULL DEFAULT '[]'::jsonb,
  logo_url text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Name search is a substring match (ILIKE '%...%') over a handful of rows: a scan is right here.
CREATE INDEX providers_sort_idx ON providers (sort_order, name);

CREATE TABLE products (
  id uuid PRIMARY KEY,
  provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  slug text NOT NULL,
  category text NOT NULL,
  category_order integer NOT NULL DEFAULT 0,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  price integer NOT NULL CHECK (price >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  points_price integer NOT NULL CHECK (points_price >= 0),
  loyalty_points integer NOT NULL CHECK (loyalty_points >= 0),
  image_url text NOT NULL,
  available boolean NOT NULL DEFAULT true,
  calories double precision NOT NULL,
  proteins double precision NOT NULL,
  fats double precision NOT NULL,
  carbs double precision NOT NULL,
  composition text NOT NULL DEFAULT '',
  allergens text[] NOT NULL DEFAULT '{}',
  max_extra_options integer NOT NULL DEFAULT 0 CHECK (max_extra_options >= 0),
  extra_groups jsonb NOT NULL DEFAULT '[]'::jsonb,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider_id, slug)
);

CREATE INDEX products_menu_order_idx ON products (provider_id, category_order, sort_order);
