-- The account's language is the customer's own choice (Settings, sign-up, the Google account's locale):
-- NULL when none was made, and then the app follows the browser's language instead of forcing English.
ALTER TABLE users ALTER COLUMN language DROP NOT NULL;
ALTER TABLE users ALTER COLUMN language DROP DEFAULT;

-- An email change waiting for the link mailed to the new address; only the token's SHA-256 is stored.
-- One pending change per account: a newer request replaces the older one.
CREATE TABLE email_change_tokens (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  -- The language of the request, for the notice to the old address once the change is applied.
  language text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
