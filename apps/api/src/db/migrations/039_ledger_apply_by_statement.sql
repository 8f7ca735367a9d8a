-- Transfers are applied once per INSERT statement, not once per row.
--
-- The row trigger (002, 024) ran its plpgsql and two account statements for every transfer: about 75 µs a row, so a
-- bulk batch's 1,000 holds or postings in one INSERT (ledger-batch.ts) spent most of their time there, one account
-- row version per transfer. This trigger sees all the statement's new transfers at once (a transition table) and
-- applies them as sets: the accounts locked lowest id first, each account's running balance and reservations worked
-- out in the order the rows were given (a window per account), each account updated once, the entries written in
-- one INSERT. Every rule stays as it was:
-- - each transfer, in order, must leave every business account at or above zero counting its reservations, and under
--   its ceiling — the first that would not fails the statement with the constraint's own error (a later transfer
--   cannot cover an earlier overdraft);
-- - an unknown account is L0002, a currency that does not match its accounts L0003;
-- - house accounts (client_id IS NULL) are only read for reservations and keep theirs at 0 (024), and are locked and
--   updated only when posted to;
-- - entries carry the balance right after their transfer, and a time read after the locks are held, so per account
--   the order of (created_at, id) is still the order balances changed in; both sides of a transfer share its time.
-- - a replay skipped by ON CONFLICT (id) DO NOTHING is not in the transition table, so it moves nothing.
-- A statement of one transfer (a payout's hold, a funding: most bookings) runs 024's row logic unchanged on that row:
-- the set queries cost a single row some 40 µs more.
CREATE FUNCTION ledger_apply_transfers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_at timestamptz;
  v_id uuid;
  v_rule text;
  v_currency text;
  v_account_currency text;
  firsts ledger_transfers[];
  one ledger_transfers;
  one_reserved bigint := 0;
  one_posted bigint := 0;
  pending_amount bigint := 0;
  d_cur text; c_cur text; d_client uuid; c_client uuid; d_bal bigint; c_bal bigint;
  d_house boolean := false; c_house boolean := false;
  one_at timestamptz;
BEGIN
  SELECT array_agg(i) INTO firsts FROM (SELECT i FROM inserted i LIMIT 2) f;
  IF firsts IS NULL THEN RETURN NULL; END IF;
  IF cardinality(firsts) = 1 THEN
    one := firsts[1];
    IF one.status = 'PENDING' THEN
      one_reserved := one.amount;
    ELSE
      IF one.pending_id IS NOT NULL THEN
        SELECT amount INTO pending_amount FROM ledger_transfers WHERE id = one.pending_id;
        one_reserved := -pending_amount;
      END IF;
      IF one.status = 'POSTED' THEN one_posted := one.amount; END IF;
    END IF;

    IF one_posted = 0 THEN
      -- A reservation or its release: house accounts are read, never locked.
      SELECT currency, client_id, balance, client_id IS NULL INTO d_cur, d_client, d_bal, d_house
        FROM ledger_accounts WHERE id = one.debit_account_id;
      SELECT currency, client_id, balance, client_id IS NULL INTO c_cur, c_client, c_bal, c_house
        FROM ledger_accounts WHERE id = one.credit_account_id;
    END IF;

    -- Lower id first, so two bookings between the same accounts in opposite directions cannot deadlock. A posting
    -- updates (and locks) both sides, since both balances change; a house account's reservations stay 0.
    IF one.debit_account_id < one.credit_account_id THEN
      IF NOT d_house THEN
        UPDATE ledger_accounts SET balance = balance - one_posted, 
            pending_debits = pending_debits + CASE WHEN client_id IS NULL THEN 0 ELSE one_reserved END
          WHERE id = one.debit_account_id RETURNING currency, client_id, balance INTO d_cur, d_client, d_bal;
      END IF;
      IF NOT c_house THEN
        UPDATE ledger_accounts SET balance = balance + one_posted, 
            pending_credits = pending_credits + CASE WHEN client_id IS NULL THEN 0 ELSE one_reserved END
          WHERE id = one.credit_account_id RETURNING currency, client_id, balance INTO c_cur, c_client, c_bal;
      END IF;
    ELSE
      IF NOT c_house THEN
        UPDATE ledger_accounts SET balance = balance + one_posted, 
            pending_credits = pending_credits + CASE WHEN client_id IS NULL THEN 0 ELSE one_reserved END
          WHERE id = one.credit_account_id RETURNING currency, client_id, balance INTO c_cur, c_client, c_bal;
      END IF;
      IF NOT d_house THEN
        UPDATE ledger_accounts SET balance = balance - one_posted, 
            pending_debits = pending_debits + CASE WHEN client_id IS NULL THEN 0 ELSE one_reserved END
          WHERE id = one.debit_account_id RETURNING currency, client_id, balance INTO d_cur, d_client, d_bal;
      END IF;
    END IF;

    IF d_cur IS NULL OR c_cur IS NULL THEN
      RAISE EXCEPTION 'transfer % names an unknown account', one.id USING ERRCODE = 'L0002';
    END IF;
    IF d_cur IS DISTINCT FROM one.currency OR c_cur IS DISTINCT FROM one.currency THEN
      RAISE EXCEPTION 'transfer % is in % but its accounts are in % and %', one.id, one.currency, d_cur, c_cur
        USING ERRCODE = 'L0003';
    END IF;

    IF one_posted > 0 THEN
      one_at := COALESCE(one.effective_at, clock_timestamp());
      INSERT INTO ledger_entries
        (account_id, client_id, transfer_id, side, amount, balance_after, currency, code, reference, business_id, created_at)
      VALUES
        (one.debit_account_id, d_client, one.id, 'DEBIT', one_posted, d_bal, one.currency, one.code, one.reference, one.business_id, one_at),
        (one.credit_account_id, c_client, one.id, 'CREDIT', one_posted, c_bal, one.currency, one.code, one.reference, one.business_id, one_at);
    END IF;
    RETURN NULL;
  END IF;
  -- Business accounts always (their reservations change), house accounts only when posted to.
  PERFORM 1 FROM ledger_accounts a
    WHERE a.id IN (SELECT debit_account_id FROM inserted UNION SELECT credit_account_id FROM inserted)
      AND (a.client_id IS NOT NULL OR a.id IN (
        SELECT debit_account_id FROM inserted WHERE status = 'POSTED'
        UNION SELECT credit_account_id FROM inserted WHERE status = 'POSTED'))
    ORDER BY a.id FOR NO KEY UPDATE;
  v_at := clock_timestamp();

  -- A transition table is read back in the order its rows were inserted: the order the statement gave them.
  WITH t AS (
    SELECT i.*, row_number() OVER () AS ord,
      CASE WHEN i.status = 'POSTED' THEN i.amount ELSE 0 END AS posted,
      CASE WHEN i.status = 'PENDING' THEN i.amount
           WHEN i.pending_id IS NULL THEN 0
           ELSE -(SELECT p.amount FROM ledger_transfers p WHERE p.id = i.pending_id) END AS reserved
    FROM inserted i
  ), moves AS (
    SELECT t.ord, 1 AS side_ord, 'DEBIT' AS side, t.debit_account_id AS account_id, -t.posted AS d_balance,
      t.reserved AS d_debits, 0::bigint AS d_credits, t.id, t.posted, t.currency, t.code, t.reference, t.business_id,
      t.effective_at
    FROM t
    UNION ALL
    SELECT t.ord, 2, 'CREDIT', t.credit_account_id, t.posted, 0, t.reserved, t.id, t.posted, t.currency, t.code,
      t.reference, t.business_id, t.effective_at
    FROM t
  ), running AS (
    SELECT m.*, a.id IS NULL AS unknown, a.currency AS account_currency, a.client_id, a.kind, a.must_not_overdraw,
      a.balance + sum(m.d_balance) OVER w AS balance_after,
      a.pending_debits + CASE WHEN a.client_id IS NULL THEN 0 ELSE sum(m.d_debits) OVER w END AS debits_after,
      a.pending_credits + CASE WHEN a.client_id IS NULL THEN 0 ELSE sum(m.d_credits) OVER w END AS credits_after
    FROM moves m LEFT JOIN ledger_accounts a ON a.id = m.account_id
    WINDOW w AS (PARTITION BY m.account_id ORDER BY m.ord, m.side_ord ROWS UNBOUNDED PRECEDING)
  ), failure AS (
    SELECT r.id, r.currency, r.account_currency,
      CASE WHEN r.unknown THEN 'L0002'
           WHEN r.account_currency <> r.currency THEN 'L0003'
           WHEN r.must_not_overdraw AND r.balance_after - r.debits_after < 0 THEN 'ledger_accounts_no_overdraft'
           WHEN r.kind IN ('CLIENT', 'CARD_BALANCE') AND r.balance_after + r.credits_after > 100000000000000000
             THEN 'ledger_accounts_client_ceiling'
      END AS rule
    FROM running r
    WHERE r.unknown OR r.account_currency <> r.currency
      OR (r.must_not_overdraw AND r.balance_after - r.debits_after < 0)
      OR (r.kind IN ('CLIENT', 'CARD_BALANCE') AND r.balance_after + r.credits_after > 100000000000000000)
    ORDER BY r.ord, r.side_ord
    LIMIT 1
  ), net AS (
    SELECT r.account_id, sum(r.d_balance) AS d_balance,
      sum(CASE WHEN r.client_id IS NULL THEN 0 ELSE r.d_debits END) AS d_debits,
      sum(CASE WHEN r.client_id IS NULL THEN 0 ELSE r.d_credits END) AS d_credits
    FROM running r
    GROUP BY r.account_id
  ), updated AS (
    UPDATE ledger_accounts a
      SET balance = a.balance + n.d_balance, pending_debits = a.pending_debits + n.d_debits,
        pending_credits = a.pending_credits + n.d_credits
      FROM net n
      WHERE a.id = n.account_id AND (n.d_balance <> 0 OR n.d_debits <> 0 OR n.d_credits <> 0)
        AND NOT EXISTS (SELECT 1 FROM failure)
  ), entries AS (
    INSERT INTO ledger_entries
      (account_id, client_id, transfer_id, side, amount, balance_after, currency, code, reference, business_id, created_at)
    SELECT r.account_id, r.client_id, r.id, r.side, r.posted, r.balance_after, r.currency, r.code, r.reference,
      r.business_id, COALESCE(r.effective_at, v_at)
    FROM running r
    WHERE r.posted > 0 AND NOT EXISTS (SELECT 1 FROM failure)
    ORDER BY r.ord, r.side_ord
  )
  SELECT f.id, f.rule, f.currency, f.account_currency INTO v_id, v_rule, v_currency, v_account_currency FROM failure f;

  IF v_rule = 'L0002' THEN
    RAISE EXCEPTION 'transfer % names an unknown account', v_id USING ERRCODE = 'L0002';
  ELSIF v_rule = 'L0003' THEN
    RAISE EXCEPTION 'transfer % is in % but one of its accounts is in %', v_id, v_currency, v_account_currency
      USING ERRCODE = 'L0003';
  ELSIF v_rule IS NOT NULL THEN
    RAISE EXCEPTION 'transfer % would break check constraint "%" of relation "ledger_accounts"', v_id, v_rule
      USING ERRCODE = 'check_violation', CONSTRAINT = v_rule, TABLE = 'ledger_accounts';
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER ledger_transfers_apply ON ledger_transfers;
DROP FUNCTION ledger_apply_transfer();
CREATE TRIGGER ledger_transfers_apply AFTER INSERT ON ledger_transfers
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_transfers();
