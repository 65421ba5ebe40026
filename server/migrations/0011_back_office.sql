-- The back office (issue 24): who runs the deployment and its places, and what they changed.
--
-- Owners run the whole deployment (one loyalty programme). A place's people are its
-- staff_memberships: 'staff' work its counter; 'manager' also run its menu, hours, pickup settings,
-- staff and reports (and work its counter). Roles are read from these rows on every request, so a
-- removed role counts at once on every instance.

CREATE TABLE owners (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  granted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE staff_memberships ADD COLUMN role text NOT NULL DEFAULT 'staff'
  CHECK (role IN ('staff', 'manager'));
CREATE INDEX staff_memberships_managers ON staff_memberships (user_id) WHERE role = 'manager';

-- Every back-office change: who, when, what, before and after. Written in the transaction of the
-- change it records; kept for AUDIT_RETENTION_DAYS.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  provider_id uuid REFERENCES providers (id) ON DELETE SET NULL,
  action text NOT NULL,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_provider ON audit_log (provider_id, at DESC);
