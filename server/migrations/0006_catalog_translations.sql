-- Menus in the customer's language (issue 11) and a short human code per place.
--
-- A place has its own language (its menu's first fallback, before English) and a country (ISO 3166
-- alpha-2), whose name the API writes in the customer's language after the street address. Product
-- texts keep the English original in their columns; `translations` holds the other languages:
--   { "pl": { "name": "...", "description": "...", "composition": "..." }, "ca": { ... } }
-- Extra groups and options carry theirs inside `extra_groups` (a `translations` map of name by language).
-- The code (e.g. OLIV-42) is printed on the place's QR sign and typed on /scan-qr instead of its id.

ALTER TABLE providers ADD COLUMN code text;
ALTER TABLE providers ADD COLUMN language text NOT NULL DEFAULT 'en';
ALTER TABLE providers ADD COLUMN country text NOT NULL DEFAULT '';
ALTER TABLE providers ADD CONSTRAINT providers_code_format CHECK (code ~ '^[A-Z]{2,8}-[0-9]{2,4}$');
CREATE UNIQUE INDEX providers_code_idx ON providers (code);

ALTER TABLE products ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
