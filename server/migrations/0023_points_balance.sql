-- The balance beside the ledger (issue 27): a points checkout, a counter redemption and getMyUser read
-- `users.points_balance` instead of summing every row of the customer's ledger, a sum that grew with
-- each order and was taken under the account's lock. The ledger stays the record (ARCHITECTURE.md: every
-- change of points is a row, the balance derived from them): the column is kept by the database itself,
-- by the trigger below on every insert, so no writer (the points service, a test, a bench, a restore) can
-- move points without moving the balance. The ledger is append-only; a change of an existing row's
-- delta or owner, or a deletion, is refused, since it would rewrite a balance already shown.

ALTER TABLE users ADD COLUMN points_balance integer NOT NULL DEFAULT 0;

UPDATE users
SET points_balance = totals.balance
FROM (SELECT user_id, sum(delta)::int AS balance FROM points_ledger GROUP BY user_id) AS totals
WHERE totals.user_id = users.id;

-- One update per user a statement wrote rows for (a bulk insert moves each balance once).
CREATE FUNCTION points_ledger_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users
  SET points_balance = users.points_balance + added.delta
  FROM (SELECT user_id, sum(delta)::int AS delta FROM added_rows GROUP BY user_id) AS added
  WHERE users.id = added.user_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER points_ledger_balance
AFTER INSERT ON points_ledger
REFERENCING NEW TABLE AS added_rows
FOR EACH STATEMENT EXECUTE FUNCTION points_ledger_added();

CREATE FUNCTION points_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_ledger is append-only: a movement''s points and owner never change'
    USING ERRCODE = 'restrict_violation';
END
$$;

CREATE TRIGGER points_ledger_append_only
BEFORE DELETE OR UPDATE OF delta, user_id ON points_ledger
FOR EACH ROW EXECUTE FUNCTION points_ledger_append_only();
