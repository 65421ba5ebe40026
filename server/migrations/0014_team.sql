-- The back office's team (issue 24, Roles): invitations by e-mail. The roles themselves are the
-- foundation's (0011: owners, staff_memberships.role); an accepted invitation writes them.

-- One invitation: an e-mail address invited as owner of the deployment, or as manager or staff of one
-- place. The link's token is stored hashed; a resend draws a new token (the old link dies) and a new
-- expiry. Accepted, revoked and expired invitations stay for the record (the audit log names them).
CREATE TABLE team_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'manager', 'staff')),
  provider_id uuid REFERENCES providers (id) ON DELETE CASCADE,
  language text NOT NULL,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  revoked_at timestamptz,
  -- An owner invitation names no place; a manager's or staff's names exactly one.
  CHECK ((role = 'owner') = (provider_id IS NULL))
);
-- The pending invitations of a place (and the owners' ones, provider_id NULL), newest first.
CREATE INDEX team_invitations_pending ON team_invitations (provider_id, created_at DESC)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;
