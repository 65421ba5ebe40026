-- An email is proven when its owner showed they read its mail: signing in with Google (the issuer
-- verified it), or completing a password reset sent to it. A Google sign-in with the same email takes
-- over an unproven password account (drops its password, ends its sessions) instead of joining it.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
UPDATE users SET email_verified_at = created_at WHERE google_subject IS NOT NULL;

-- Every change of the password voids the reset links issued before it (a used link changes it too).
ALTER TABLE users ADD COLUMN password_changed_at timestamptz;
