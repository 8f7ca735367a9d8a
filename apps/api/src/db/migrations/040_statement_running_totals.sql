-- A statement's totals without reading its history.
--
-- A statement's summary (how many entries, money in, money out) summed every entry of its range: the first page of
-- an account with 100,000 entries spent ~35 ms there, and the time grew with the account. Each business account now
-- keeps running totals — how many entries, how many of them credits, and the credits and debits to date — and each
-- entry carries them as they stood right after it, in the same order as its balance_after. A range's totals are then
-- the difference of two entries' totals, found by the same two index probes as its opening and closing balances.
-- House accounts (client_id IS NULL) keep none: no statement is drawn for one, and their turnover is the whole
-- platform's. The ledger trigger (039) maintains them on both its paths; entries written before are numbered here,
-- in (created_at, id) order per account, the order their balances changed in.
ALTER TABLE ledger_accounts
  ADD COLUMN entry_count bigint NOT NULL DEFAULT 0,
  ADD COLUMN credit_count bigint NOT NULL DEFAULT 0,
  ADD COLUMN credited_total bigint NOT NULL DEFAULT 0,
  ADD COLUMN debited_total bigint NOT NULL DEFAULT 0;
ALTER TABLE ledger_entries
  ADD COLUMN entry_seq bigint,
  ADD COLUMN credit_seq bigint,
  ADD COLUMN credited_to_date bigint,
  ADD COLUMN debited_to_date bigint;

-- An account starts with no history, as it starts with no balance.
DROP TRIGGER ledger_accounts_start_empty ON ledger_accounts;
CREATE TRIGGER ledger_accounts_start_empty BEFORE INSERT ON ledger_accounts
  FOR EACH ROW WHEN (NEW.balance <> 0 OR NEW.pending_debits <> 0 OR NEW.pending_credits <> 0 OR NEW.entry_count <> 0
    OR NEW.credit_count <> 0 OR NEW.credited_total <> 0 OR NEW.debited_total <> 0)
  EXECUTE FUNCTION ledger_refuse_change();

CREATE OR REPLACE FUNCTION ledger_apply_transfers() RETURNS trigger LANGUAGE plpgsql AS $$
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
  d_count bigint; d_credit_count bigint; d_credited bigint; d_debited bigint;
  c_count bigint; c_credit_count bigint; c_credited bigint; c_debited bigint;
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
            pending_debits = pending_debits + CASE WHEN client_id IS NULL THEN 0 ELSE one_reserved END,
            entry_count = entry_count + CASE WHEN client_id IS NULL OR one_posted = 0 THEN 0 ELSE 1 END,
            debited_total = debited_total + CASE WHEN client_id IS NULL THEN 0 ELSE one_posted END
          WHERE id = one.debit_account_id
          RETURNING currency, client_id, balance, entry_count, credit_count, credited_total, debited_total
          INTO d_cur, d_client, d_bal, d_count, d_credit_count, d_credited, d_debited;
      END IF;
      IF NOT c_house THEN
        UPDATE ledger_accounts SET balance = balance + one_posted,
            pending_credits = pending_credits + CASE WHEN client_id IS NULL THEN 0 ELSE one_reserved END,
            entry_count = entry_count + CASE WHEN client_id IS NULL OR one_posted = 0 THEN 0 ELSE 1 END,
            credit_count = credit_count + CASE WHEN client_id IS NULL OR one_posted = 0 THEN 0 ELSE 1 END,
            credited_total = credited_total + CASE WHEN client_id IS NULL THEN 0 ELSE one_posted END
          WHERE id = one.credit_account_id
          RETURNING currency, client_id, balance, entry_count, credit_count, credited_total, debited_total
          INTO c_cur, c_client, c_bal, c_count, c_credit_count, c_credited, c_debited;
      END IF;
    ELSE
      IF NOT c_house THEN
        UPDATE ledger_accounts SET balance = balance + one_posted,
            pending_credits = pending_credits + CASE WHEN client_id IS NULL THEN 0 ELSE one_reserved END,
            entry_count = entry_count + CASE WHEN client_id IS NULL OR one_posted = 0 THEN 0 ELSE 1 END,
            credit_count = credit_count + CASE WHEN client_id IS NULL OR one_posted = 0 THEN 0 ELSE 1 END,
            credited_total = credited_total + CASE WHEN client_id IS NULL THEN 0 ELSE one_posted END
          WHERE id = one.credit_account_id
          RETURNING currency, client_id, balance, entry_count, credit_count, credited_total, debited_total
          INTO c_cur, c_client, c_bal, c_count, c_credit_count, c_credited, c_debited;
      END IF;
      IF NOT d_house THEN
        UPDATE ledger_accounts SET balance = balance - one_posted,
            pending_debits = pending_debits + CASE WHEN client_id IS NULL THEN 0 ELSE one_reserved END,
            entry_count = entry_count + CASE WHEN client_id IS NULL OR one_posted = 0 THEN 0 ELSE 1 END,
            debited_total = debited_total + CASE WHEN client_id IS NULL THEN 0 ELSE one_posted END
          WHERE id = one.debit_account_id
          RETURNING currency, client_id, balance, entry_count, credit_count, credited_total, debited_total
          INTO d_cur, d_client, d_bal, d_count, d_credit_count, d_credited, d_debited;
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
      -- A house account's entries carry no running totals (no statement is drawn for one).
      INSERT INTO ledger_entries
        (account_id, client_id, transfer_id, side, amount, balance_after, currency, code, reference, business_id,
         created_at, entry_seq, credit_seq, credited_to_date, debited_to_date)
      VALUES
        (one.debit_account_id, d_client, one.id, 'DEBIT', one_posted, d_bal, one.currency, one.code, one.reference,
         one.business_id, one_at, CASE WHEN d_client IS NOT NULL THEN d_count END,
         CASE WHEN d_client IS NOT NULL THEN d_credit_count END, CASE WHEN d_client IS NOT NULL THEN d_credited END,
         CASE WHEN d_client IS NOT NULL THEN d_debited END),
        (one.credit_account_id, c_client, one.id, 'CREDIT', one_posted, c_bal, one.currency, one.code, one.reference,
         one.business_id, one_at, CASE WHEN c_client IS NOT NULL THEN c_count END,
         CASE WHEN c_client IS NOT NULL THEN c_credit_count END, CASE WHEN c_client IS NOT NULL THEN c_credited END,
         CASE WHEN c_client IS NOT NULL THEN c_debited END);
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
      a.pending_credits + CASE WHEN a.client_id IS NULL THEN 0 ELSE sum(m.d_credits) OVER w END AS credits_after,
      CASE WHEN a.client_id IS NOT NULL THEN a.entry_count + count(*) FILTER (WHERE m.posted > 0) OVER w END AS seq_after,
      CASE WHEN a.client_id IS NOT NULL
        THEN a.credit_count + count(*) FILTER (WHERE m.posted > 0 AND m.side = 'CREDIT') OVER w END AS credit_seq_after,
      CASE WHEN a.client_id IS NOT NULL
        THEN a.credited_total + sum(CASE WHEN m.side = 'CREDIT' THEN m.posted ELSE 0 END) OVER w END AS credited_after,
      CASE WHEN a.client_id IS NOT NULL
        THEN a.debited_total + sum(CASE WHEN m.side = 'DEBIT' THEN m.posted ELSE 0 END) OVER w END AS debited_after
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
      sum(CASE WHEN r.client_id IS NULL THEN 0 ELSE r.d_credits END) AS d_credits,
      count(*) FILTER (WHERE r.client_id IS NOT NULL AND r.posted > 0) AS d_count,
      count(*) FILTER (WHERE r.client_id IS NOT NULL AND r.posted > 0 AND r.side = 'CREDIT') AS d_credit_count,
      COALESCE(sum(r.posted) FILTER (WHERE r.client_id IS NOT NULL AND r.side = 'CREDIT'), 0) AS d_credited,
      COALESCE(sum(r.posted) FILTER (WHERE r.client_id IS NOT NULL AND r.side = 'DEBIT'), 0) AS d_debited
    FROM running r
    GROUP BY r.account_id
  ), updated AS (
    UPDATE ledger_accounts a
      SET balance = a.balance + n.d_balance, pending_debits = a.pending_debits + n.d_debits,
        pending_credits = a.pending_credits + n.d_credits, entry_count = a.entry_count + n.d_count,
        credit_count = a.credit_count + n.d_credit_count, credited_total = a.credited_total + n.d_credited,
        debited_total = a.debited_total + n.d_debited
      FROM net n
      WHERE a.id = n.account_id AND (n.d_balance <> 0 OR n.d_debits <> 0 OR n.d_credits <> 0 OR n.d_count <> 0)
        AND NOT EXISTS (SELECT 1 FROM failure)
  ), entries AS (
    INSERT INTO ledger_entries
      (account_id, client_id, transfer_id, side, amount, balance_after, currency, code, reference, business_id,
       created_at, entry_seq, credit_seq, credited_to_date, debited_to_date)
    SELECT r.account_id, r.client_id, r.id, r.side, r.posted, r.balance_after, r.currency, r.code, r.reference,
      r.business_id, COALESCE(r.effective_at, v_at), r.seq_after, r.credit_seq_after, r.credited_after, r.debited_after
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

-- The history so far, numbered (entries and accounts never change otherwise: their guards are lifted for this only).
-- Safe to run again: it computes the same numbers from the same entries.
ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_immutable;
ALTER TABLE ledger_accounts DISABLE TRIGGER ledger_accounts_only_by_transfer;
UPDATE ledger_entries e
  SET entry_seq = s.entry_seq, credit_seq = s.credit_seq, credited_to_date = s.credited_to_date,
    debited_to_date = s.debited_to_date
  FROM (
    SELECT x.id, row_number() OVER w AS entry_seq,
      count(*) FILTER (WHERE x.side = 'CREDIT') OVER w AS credit_seq,
      COALESCE(sum(x.amount) FILTER (WHERE x.side = 'CREDIT') OVER w, 0) AS credited_to_date,
      COALESCE(sum(x.amount) FILTER (WHERE x.side = 'DEBIT') OVER w, 0) AS debited_to_date
    FROM ledger_entries x
    WHERE x.client_id IS NOT NULL
    WINDOW w AS (PARTITION BY x.account_id ORDER BY x.created_at, x.id ROWS UNBOUNDED PRECEDING)
  ) s
  WHERE e.id = s.id AND (e.entry_seq, e.credit_seq, e.credited_to_date, e.debited_to_date)
    IS DISTINCT FROM (s.entry_seq, s.credit_seq, s.credited_to_date, s.debited_to_date);
UPDATE ledger_accounts a
  SET entry_count = t.entry_count, credit_count = t.credit_count, credited_total = t.credited_total,
    debited_total = t.debited_total
  FROM (
    SELECT x.account_id, count(*) AS entry_count, count(*) FILTER (WHERE x.side = 'CREDIT') AS credit_count,
      COALESCE(sum(x.amount) FILTER (WHERE x.side = 'CREDIT'), 0) AS credited_total,
      COALESCE(sum(x.amount) FILTER (WHERE x.side = 'DEBIT'), 0) AS debited_total
    FROM ledger_entries x WHERE x.client_id IS NOT NULL GROUP BY x.account_id
  ) t
  WHERE a.id = t.account_id AND a.client_id IS NOT NULL;
ALTER TABLE ledger_accounts ENABLE TRIGGER ledger_accounts_only_by_transfer;
ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_immutable;
