-- The staff console's age colours as a setting of the place (issue 25): a ticket turns amber once it has
-- waited `age_amber_minutes`, red once `age_red_minutes` (defaults 5 and 10, the console's former
-- built-in values). Set in the back office with the forgotten-order limits of 0010
-- (`pending_flag_minutes`, `pending_cancel_minutes`) by catalog's `setCounterSettings`.
ALTER TABLE providers ADD COLUMN age_amber_minutes integer NOT NULL DEFAULT 5;
ALTER TABLE providers ADD COLUMN age_red_minutes integer NOT NULL DEFAULT 10;
ALTER TABLE providers ADD CONSTRAINT providers_age_colours CHECK (
  age_amber_minutes >= 1 AND age_red_minutes > age_amber_minutes AND age_red_minutes <= 240
);
