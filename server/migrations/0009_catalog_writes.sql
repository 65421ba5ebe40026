-- The catalogue can be written (issue 22): categories, extra groups and options become rows of their
-- own, written by the catalogue's commands (features/catalog/commands.ts); a place's catalogue has a
-- version, bumped by every command; order lines keep what was sold in every language it had.
--
-- What the API reads stays where it was: a product's `category` (the category's key) and
-- `category_order`, and its `extra_groups` (the groups it offers with their options, names and
-- translations), are kept by the commands as copies of the rows below, so a menu is still one query.

ALTER TABLE providers ADD COLUMN catalog_version bigint NOT NULL DEFAULT 1;

CREATE TABLE catalog_categories (
  id uuid PRIMARY KEY,
  provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  -- What the API calls the product's category (e.g. 'coffee'); the client names it.
  key text NOT NULL,
  name text NOT NULL,
  translations jsonb NOT NULL DEFAULT '{}'::jsonb,
  sort_order integer NOT NULL DEFAULT 0,
  retired_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider_id, key)
);

CREATE TABLE catalog_extra_groups (
  id uuid PRIMARY KEY,
  provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  name text NOT NULL,
  translations jsonb NOT NULL DEFAULT '{}'::jsonb,
  max_selectable integer NOT NULL CHECK (max_selectable >= 1),
  sort_order integer NOT NULL DEFAULT 0,
  retired_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalog_extra_groups_provider ON catalog_extra_groups (provider_id, sort_order);

CREATE TABLE catalog_extra_options (
  id uuid PRIMARY KEY,
  group_id uuid NOT NULL REFERENCES catalog_extra_groups (id) ON DELETE CASCADE,
  name text NOT NULL,
  translations jsonb NOT NULL DEFAULT '{}'::jsonb,
  price integer NOT NULL CHECK (price >= 0),
  allergens text[] NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0,
  retired_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalog_extra_options_group ON catalog_extra_options (group_id, sort_order);

-- A retired product is kept (orders name it) but no longer sold or listed.
ALTER TABLE products ADD COLUMN retired_at timestamptz;
-- The ids of the extra groups the product offers, in the order it offers them.
ALTER TABLE products ADD COLUMN extra_group_ids jsonb NOT NULL DEFAULT '[]'::jsonb;

-- An existing catalogue (written by the seed before this migration) gets its rows, keyed as before.
INSERT INTO catalog_categories (id, provider_id, key, name, sort_order)
SELECT DISTINCT ON (provider_id, category) gen_random_uuid(), provider_id, category, category, category_order
FROM products
ORDER BY provider_id, category, category_order;

INSERT INTO catalog_extra_groups (id, provider_id, name, translations, max_selectable, sort_order)
SELECT DISTINCT ON ((g.value ->> 'groupId')::uuid)
  (g.value ->> 'groupId')::uuid, p.provider_id, g.value ->> 'name',
  coalesce(g.value -> 'translations', '{}'::jsonb), greatest((g.value ->> 'maxSelectable')::integer, 1),
  g.ordinality::integer
FROM products p, jsonb_array_elements(p.extra_groups) WITH ORDINALITY AS g (value, ordinality)
ORDER BY (g.value ->> 'groupId')::uuid, p.category_order, p.sort_order;

INSERT INTO catalog_extra_options (id, group_id, name, translations, price, allergens, sort_order)
SELECT DISTINCT ON ((o.value ->> 'optionId')::uuid)
  (o.value ->> 'optionId')::uuid, (g.value ->> 'groupId')::uuid, o.value ->> 'name',
  coalesce(o.value -> 'translations', '{}'::jsonb), (o.value ->> 'price')::integer,
  coalesce(array(SELECT jsonb_array_elements_text(o.value -> 'allergens')), '{}'), o.ordinality::integer
FROM products p, jsonb_array_elements(p.extra_groups) AS g (value),
  jsonb_array_elements(g.value -> 'options') WITH ORDINALITY AS o (value, ordinality)
ORDER BY (o.value ->> 'optionId')::uuid, p.category_order, p.sort_order;

UPDATE products p SET extra_group_ids = coalesce(
  (SELECT jsonb_agg(g.value -> 'groupId' ORDER BY g.ordinality)
   FROM jsonb_array_elements(p.extra_groups) WITH ORDINALITY AS g (value, ordinality)),
  '[]'::jsonb
);

-- Order lines: the product's name in every language it had ({ "en": "...", "pl": "..." }, English
-- always there), and each extra's `names` likewise inside `extras`. Lines sold before keep the name
-- they were sold with (English: checkout priced in English) as their only language.
ALTER TABLE order_lines ADD COLUMN names jsonb NOT NULL DEFAULT '{}'::jsonb;
UPDATE order_lines SET names = jsonb_build_object('en', name);
UPDATE order_lines l SET extras = (
  SELECT coalesce(jsonb_agg(e.value || jsonb_build_object('names', jsonb_build_object('en', e.value ->> 'name'))
    ORDER BY e.ordinality), '[]'::jsonb)
  FROM jsonb_array_elements(l.extras) WITH ORDINALITY AS e (value, ordinality)
);
