-- The back office's menu editor (issue 24): version checks and the photos it uploads.
--
-- Every edit names the version of the product, category or extra group it was based on; the catalogue's
-- commands bump it with each change, and an edit based on an older one is refused (409 with the current
-- entity) instead of overwriting what another manager saved. An option's changes bump its group's.
ALTER TABLE products ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE catalog_categories ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE catalog_extra_groups ADD COLUMN version integer NOT NULL DEFAULT 1;

-- Uploaded photos (products, and the places' logos): the upload is decoded and re-encoded (never served
-- as given), at the widths the app shows, in WebP, AVIF and JPEG (for a browser that takes neither). In
-- the database, so every instance serves them.
CREATE TABLE images (
  id uuid PRIMARY KEY,
  provider_id uuid REFERENCES providers (id) ON DELETE CASCADE,
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE image_variants (
  image_id uuid NOT NULL REFERENCES images (id) ON DELETE CASCADE,
  width integer NOT NULL CHECK (width > 0),
  format text NOT NULL CHECK (format IN ('avif', 'webp', 'jpeg')),
  bytes bytea NOT NULL,
  PRIMARY KEY (image_id, width, format)
);
