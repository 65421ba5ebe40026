-- TEMPORARY STUB of the lead's foundation (reverted before merging main).
CREATE TABLE owners (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE staff_memberships ADD COLUMN role text NOT NULL DEFAULT 'staff' CHECK (role IN ('staff', 'manager'));
CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  at timestamptz NOT NULL DEFAULT now(),
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  provider_id uuid REFERENCES providers (id) ON DELETE SET NULL,
  action text NOT NULL,
  entity_type text NOT NULL,
  entity_id text,
  before jsonb,
  after jsonb
);
