-- A closed currency account takes part in no new money movement: no payout from it, no funding into it, no
-- withdrawal from it. Each service checks the account is open first (with a clear message); this is the rule
-- behind those checks, for the moment between a check and a close. Closing locks the account row FOR UPDATE and
-- then looks for money on its way (accounts.service closeAccount); these triggers take FOR KEY SHARE on the same row
-- (the lock the foreign key takes anyway), so one of the two waits for the other: a movement inserted first is seen
-- by the close, which refuses; a close committed first is seen here, and the insert is refused (L0006, ACCOUNT_CLOSED).
CREATE FUNCTION refuse_closed_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account_id uuid;
  is_open boolean;
BEGIN
  -- Two statements, not one CASE: PL/pgSQL resolves a NEW field only where it runs, and each table has one of them.
  IF TG_TABLE_NAME = 'payouts' THEN
    account_id := NEW.source_account_id;
  ELSE
    account_id := NEW.currency_account_id;
  END IF;
  SELECT a.is_active INTO is_open FROM currency_accounts a WHERE a.id = account_id FOR KEY SHARE;
  IF is_open IS FALSE THEN
    RAISE EXCEPTION 'account % is closed: no % may be added to it', account_id, TG_TABLE_NAME USING ERRCODE = 'L0006';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER payouts_account_open BEFORE INSERT ON payouts
  FOR EACH ROW EXECUTE FUNCTION refuse_closed_account();
CREATE TRIGGER fundings_account_open BEFORE INSERT ON fundings
  FOR EACH ROW EXECUTE FUNCTION refuse_closed_account();
CREATE TRIGGER withdrawals_account_open BEFORE INSERT ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION refuse_closed_account();

-- Fundings not yet arrived, by account: closing looks for them, and an account's ceiling counts what they will credit.
CREATE INDEX fundings_account_status_idx ON fundings (currency_account_id, status);
