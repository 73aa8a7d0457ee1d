ALTER TABLE "members" ADD COLUMN "balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "members" m SET "balance" = s.total
  FROM (SELECT member_id, sum(amount) AS total FROM balance_ledger GROUP BY member_id) s
  WHERE m.id = s.member_id;
--> statement-breakpoint
-- Rows added (TG_ARGV[0] = 1) or taken away (-1); both triggers name their table changed_rows.
CREATE FUNCTION member_balance_on_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE members m SET balance = m.balance + TG_ARGV[0]::int * d.delta
  FROM (SELECT member_id, sum(amount) AS delta FROM changed_rows GROUP BY member_id) d
  WHERE m.id = d.member_id AND d.delta <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION member_balance_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE members m SET balance = m.balance + d.delta
  FROM (
    SELECT member_id, sum(amount) AS delta FROM (
      SELECT member_id, amount FROM new_rows UNION ALL SELECT member_id, -amount FROM old_rows
    ) x GROUP BY member_id
  ) d
  WHERE m.id = d.member_id AND d.delta <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION member_balance_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE members SET balance = 0 WHERE balance <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_balance_insert AFTER INSERT ON balance_ledger REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_balance_on_rows('1');
--> statement-breakpoint
CREATE TRIGGER member_balance_update AFTER UPDATE ON balance_ledger REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_balance_on_update();
--> statement-breakpoint
CREATE TRIGGER member_balance_delete AFTER DELETE ON balance_ledger REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_balance_on_rows('-1');
--> statement-breakpoint
CREATE TRIGGER member_balance_truncate AFTER TRUNCATE ON balance_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION member_balance_on_truncate();
