-- Reservations are tracked on business accounts only.
--
-- A pending transfer (and its void) moves no balance; it reserves. A business account must count what is reserved
-- against it (the overdraft check) and what is on its way to it (the ceiling check), so its row is updated — and
-- locked — as before. A house account (settlement, clearing, FX position, fees: client_id IS NULL) checks nothing of
-- the kind, and it is shared by every business: updating its row for each reservation made every payout of every
-- business wait on the same row lock (PAYOUT_CLEARING) until the reserving transaction committed. So a reservation
-- now only reads a house account (currency and existence are still checked); posting still updates and locks both
-- sides, since a balance does change. House accounts' pending_debits and pending_credits stay 0, and the ledger's
-- invariants become: balances sum to zero per currency, and a business account's reservations equal its open pending
-- transfers (apps/api/test/ledger-fixtures.ts).
CREATE OR REPLACE FUNCTION ledger_apply_transfer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reserved bigint := 0;
  posted bigint := 0;
  pending_amount bigint := 0;
  d_cur text; c_cur text; d_client uuid; c_client uuid; d_bal bigint; c_bal bigint;
  d_house boolean := false; c_house boolean := false;
  at timestamptz;
BEGIN
  IF NEW.status = 'PENDING' THEN
    reserved := NEW.amount;
  ELSE
    IF NEW.pending_id IS NOT NULL THEN
      SELECT amount INTO pending_amount FROM ledger_transfers WHERE id = NEW.pending_id;
      reserved := -pending_amount;
    END IF;
    IF NEW.status = 'POSTED' THEN posted := NEW.amount; END IF;
  END IF;

  IF posted = 0 THEN
    -- A reservation or its release: house accounts are read, never locked.
    SELECT currency, client_id, balance, client_id IS NULL INTO d_cur, d_client, d_bal, d_house
      FROM ledger_accounts WHERE id = NEW.debit_account_id;
    SELECT currency, client_id, balance, client_id IS NULL INTO c_cur, c_client, c_bal, c_house
      FROM ledger_accounts WHERE id = NEW.credit_account_id;
  END IF;

  -- Lower id first, so two bookings between the same accounts in opposite directions cannot deadlock. A posting
  -- updates (and locks) both sides, since both balances change; a house account's reservations stay 0.
  IF NEW.debit_account_id < NEW.credit_account_id THEN
    IF NOT d_house THEN
      UPDATE ledger_accounts SET balance = balance - posted, 
          pending_debits = pending_debits + CASE WHEN client_id IS NULL THEN 0 ELSE reserved END
        WHERE id = NEW.debit_account_id RETURNING currency, client_id, balance INTO d_cur, d_client, d_bal;
    END IF;
    IF NOT c_house THEN
      UPDATE ledger_accounts SET balance = balance + posted, 
          pending_credits = pending_credits + CASE WHEN client_id IS NULL THEN 0 ELSE reserved END
        WHERE id = NEW.credit_account_id RETURNING currency, client_id, balance INTO c_cur, c_client, c_bal;
    END IF;
  ELSE
    IF NOT c_house THEN
      UPDATE ledger_accounts SET balance = balance + posted, 
          pending_credits = pending_credits + CASE WHEN client_id IS NULL THEN 0 ELSE reserved END
        WHERE id = NEW.credit_account_id RETURNING currency, client_id, balance INTO c_cur, c_client, c_bal;
    END IF;
    IF NOT d_house THEN
      UPDATE ledger_accounts SET balance = balance - posted, 
          pending_debits = pending_debits + CASE WHEN client_id IS NULL THEN 0 ELSE reserved END
        WHERE id = NEW.debit_account_id RETURNING currency, client_id, balance INTO d_cur, d_client, d_bal;
    END IF;
  END IF;

  IF d_cur IS NULL OR c_cur IS NULL THEN
    RAISE EXCEPTION 'transfer % names an unknown account', NEW.id USING ERRCODE = 'L0002';
  END IF;
  IF d_cur IS DISTINCT FROM NEW.currency OR c_cur IS DISTINCT FROM NEW.currency THEN
    RAISE EXCEPTION 'transfer % is in % but its accounts are in % and %', NEW.id, NEW.currency, d_cur, c_cur
      USING ERRCODE = 'L0003';
  END IF;

  IF posted > 0 THEN
    at := COALESCE(NEW.effective_at, clock_timestamp());
    INSERT INTO ledger_entries
      (account_id, client_id, transfer_id, side, amount, balance_after, currency, code, reference, business_id, created_at)
    VALUES
      (NEW.debit_account_id, d_client, NEW.id, 'DEBIT', posted, d_bal, NEW.currency, NEW.code, NEW.reference, NEW.business_id, at),
      (NEW.credit_account_id, c_client, NEW.id, 'CREDIT', posted, c_bal, NEW.currency, NEW.code, NEW.reference, NEW.business_id, at);
  END IF;
  RETURN NULL;
END $$;

-- What house accounts reserved under the old rule is released here, once: from now on nothing changes it.
ALTER TABLE ledger_accounts DISABLE TRIGGER ledger_accounts_only_by_transfer;
UPDATE ledger_accounts SET pending_debits = 0, pending_credits = 0
  WHERE client_id IS NULL AND (pending_debits <> 0 OR pending_credits <> 0);
ALTER TABLE ledger_accounts ENABLE TRIGGER ledger_accounts_only_by_transfer;
