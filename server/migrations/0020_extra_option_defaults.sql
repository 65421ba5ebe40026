-- A product's default extras are what the café serves by default (issue 26 item 11): an extra option can be
-- marked `is_default` (a cappuccino's whole milk), and the product page starts with it chosen. The
-- catalogue's commands keep a group's defaults within its `max_selectable`; customers read `isDefault`
-- from the products' `extra_groups` copies, false while the option is sold out.
ALTER TABLE catalog_extra_options ADD COLUMN IF NOT EXISTS is_default boolean NOT NULL DEFAULT false;

-- The demo places' milk is whole milk unless asked otherwise (the seed marks it too,
-- server/src/features/catalog/menus/*.ts). A demo place written before this, whose seed never runs
-- again, gets the same default here, only where its milk group is as the seed wrote it: still named
-- "Milk", its "Whole milk" still offered under that name, and no default of the group chosen since. A
-- new database has no rows yet (the seed writes them after the migrations), so this changes nothing there.
WITH demo_whole_milk AS (
  SELECT o.id, o.group_id
  FROM catalog_extra_options o
  JOIN catalog_extra_groups g ON g.id = o.group_id
  JOIN providers p ON p.id = g.provider_id
  WHERE p.slug IN ('cafe-olivera', 'la-taula-de-gracia', 'kawiarnia-pod-lipa')
    AND g.name = 'Milk' AND g.retired_at IS NULL
    AND o.name = 'Whole milk' AND o.retired_at IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM catalog_extra_options d WHERE d.group_id = g.id AND d.is_default
    )
), marked AS (
  UPDATE catalog_extra_options o SET is_default = true, updated_at = now()
  FROM demo_whole_milk w
  WHERE o.id = w.id
  RETURNING o.group_id
)
-- The menu editor's open forms of the group see the change as another one's (409 with the group as it is).
UPDATE catalog_extra_groups g SET version = g.version + 1, updated_at = now()
WHERE g.id IN (SELECT group_id FROM marked);

-- What the reads use: every option in the products' copies of their extra groups says whether it is a
-- default, from its row (an option without a row, which the commands never leave, is not one).
UPDATE products p SET extra_groups = (
  SELECT coalesce(jsonb_agg(
    jsonb_set(g.value, '{options}', (
      SELECT coalesce(jsonb_agg(
        o.value || jsonb_build_object('isDefault', coalesce(r.is_default, false)) ORDER BY o.ordinality
      ), '[]'::jsonb)
      FROM jsonb_array_elements(coalesce(g.value -> 'options', '[]'::jsonb)) WITH ORDINALITY AS o (value, ordinality)
      LEFT JOIN catalog_extra_options r ON r.id = (o.value ->> 'optionId')::uuid
    )) ORDER BY g.ordinality), '[]'::jsonb)
  FROM jsonb_array_elements(p.extra_groups) WITH ORDINALITY AS g (value, ordinality)
)
WHERE jsonb_array_length(p.extra_groups) > 0;
