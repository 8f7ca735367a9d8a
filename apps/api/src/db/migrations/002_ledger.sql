-- Double-entry ledger. Balances change only when a transfer row is inserted: one trigger moves the same amount
-- off the debit account and onto the credit account, so per currency the balances always sum to zero. Direct
-- writes to balances and entries, and any change to a transfer, are refused by the database itself.

CREATE TABLE ledger_accounts (
  id uuid PRIMARY KEY,
  -- NULL for system accounts (settlement, FX position, fees, card clearing, suspense).
  client_id uuid REFERENCES clients(id),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  kind text NOT NULL CHECK (kind IN ('CLIENT', 'SETTLEMENT', 'FX_POSITION', 'FEE_REVENUE', 'CARD_CLEARING', 'SUSPENSE')),
  -- Posted credits minus posted debits. A business's account is a liability: money in is a credit.
  balance bigint NOT NULL DEFAULT 0,
  -- Reserved by pending transfers, released when they are posted or voided.
  pending_debits bigint NOT NULL DEFAULT 0 CHECK (pending_debits >= 0),
  pending_credits bigint NOT NULL DEFAULT 0 CHECK (pending_credits >= 0),
  -- A business's money can never go below zero, counting what pending transfers have reserved.
  must_not_overdraw boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_client_kind CHECK ((kind = 'CLIENT') = (client_id IS NOT NULL)),
  CONSTRAINT ledger_accounts_client_no_overdraft CHECK (kind <> 'CLIENT' OR must_not_overdraw),
  CONSTRAINT ledger_accounts_no_overdraft CHECK (NOT must_not_overdraw OR balance - pending_debits >= 0)
) WITH (fillfactor = 70); -- room on each page for HOT updates of hot balances
CREATE UNIQUE INDEX ledger_accounts_system_uq ON ledger_accounts (kind, currency) WHERE client_id IS NULL;
CREATE INDEX ledger_accounts_client_idx ON ledger_accounts (client_id) WHERE client_id IS NOT NULL;

-- No foreign keys on the hot path: ledger_apply_transfer finds both accounts (or refuses) as it updates them,
-- and ledger_check_resolution finds the pending transfer.
CREATE TABLE ledger_transfers (
  id uuid PRIMARY KEY,
  debit_account_id uuid NOT NULL,
  credit_account_id uuid NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  code text NOT NULL,
  reference text NOT NULL DEFAULT '',
  -- PENDING reserves; POSTED moves money; VOIDED releases a reservation. A POSTED or VOIDED row with
  -- pending_id resolves that pending transfer; the unique index lets it be resolved only once.
  status text NOT NULL CHECK (status IN ('PENDING', 'POSTED', 'VOIDED')),
  pending_id uuid,
  -- The business record that caused the movement (e.g. 'incoming_payment', its id).
  business_type text,
  business_id text,
  -- Set only when importing history in chronological order (demo seed); entries then carry this time.
  effective_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT ledger_transfers_two_accounts CHECK (debit_account_id <> credit_account_id),
  CONSTRAINT ledger_transfers_resolves CHECK ((status = 'VOIDED') <= (pending_id IS NOT NULL)),
  CONSTRAINT ledger_transfers_pending_is_root CHECK (status <> 'PENDING' OR pending_id IS NULL)
);
CREATE UNIQUE INDEX ledger_transfers_pending_once ON ledger_transfers (pending_id) WHERE pending_id IS NOT NULL;

-- One row per side of every posted transfer, with the account's balance right after it: a statement page
-- reads its rows and running balances straight from the index, never summing history. Only
-- ledger_apply_transfer writes here, so foreign keys would only cost time.
CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id uuid NOT NULL,
  client_id uuid,
  transfer_id uuid NOT NULL,
  side text NOT NULL CHECK (side IN ('DEBIT', 'CREDIT')),
  amount bigint NOT NULL CHECK (amount > 0),
  balance_after bigint NOT NULL,
  currency text NOT NULL,
  code text NOT NULL,
  reference text NOT NULL,
  business_id text,
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_entries_statement_idx ON ledger_entries (account_id, created_at DESC, id DESC);

-- Applies an inserted transfer to balances and writes its entries. Accounts are locked lower id first so two
-- bookings between the same accounts in opposite directions cannot deadlock. created_at is read after the
-- locks are held, so per account, entry order by (created_at, id) is the order balances changed in.
CREATE FUNCTION ledger_apply_transfer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reserved bigint := 0;
  posted bigint := 0;
  pending_amount bigint := 0;
  d_cur text; c_cur text; d_client uuid; c_client uuid; d_bal bigint; c_bal bigint;
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

  IF NEW.debit_account_id < NEW.credit_account_id THEN
    UPDATE ledger_accounts SET balance = balance - posted, pending_debits = pending_debits + reserved
      WHERE id = NEW.debit_account_id RETURNING currency, client_id, balance INTO d_cur, d_client, d_bal;
    UPDATE ledger_accounts SET balance = balance + posted, pending_credits = pending_credits + reserved
      WHERE id = NEW.credit_account_id RETURNING currency, client_id, balance INTO c_cur, c_client, c_bal;
  ELSE
    UPDATE ledger_accounts SET balance = balance + posted, pending_credits = pending_credits + reserved
      WHERE id = NEW.credit_account_id RETURNING currency, client_id, balance INTO c_cur, c_client, c_bal;
    UPDATE ledger_accounts SET balance = balance - posted, pending_debits = pending_debits + reserved
      WHERE id = NEW.debit_account_id RETURNING currency, client_id, balance INTO d_cur, d_client, d_bal;
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

-- A resolving transfer copies its pending transfer's accounts, currency, code and (unless given) reference and
-- business link, and may not move more than was reserved; a pending transfer can only be resolved once (ledger_transfers_pending_once).
CREATE FUNCTION ledger_check_resolution() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE p ledger_transfers%ROWTYPE;
BEGIN
  SELECT * INTO p FROM ledger_transfers WHERE id = NEW.pending_id;
  IF NOT FOUND OR p.status <> 'PENDING' THEN
    RAISE EXCEPTION 'transfer % is not a pending transfer', NEW.pending_id USING ERRCODE = 'L0004';
  END IF;
  NEW.debit_account_id := p.debit_account_id;
  NEW.credit_account_id := p.credit_account_id;
  NEW.currency := p.currency;
  NEW.code := p.code;
  NEW.reference := COALESCE(NEW.reference, p.reference);
  NEW.business_type := COALESCE(NEW.business_type, p.business_type);
  NEW.business_id := COALESCE(NEW.business_id, p.business_id);
  -- A void releases everything; a post without an amount (0) posts everything.
  IF NEW.status = 'VOIDED' OR NEW.amount = 0 THEN NEW.amount := p.amount; END IF;
  IF NEW.amount > p.amount THEN
    RAISE EXCEPTION 'cannot post % of a pending % ', NEW.amount, p.amount USING ERRCODE = 'L0004';
  END IF;
  RETURN NEW;
END $$;

CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % is not allowed: the ledger only grows, through new transfers', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'L0005';
END $$;

CREATE TRIGGER ledger_transfers_resolution BEFORE INSERT ON ledger_transfers
  FOR EACH ROW WHEN (NEW.pending_id IS NOT NULL) EXECUTE FUNCTION ledger_check_resolution();
-- AFTER, so a replay skipped by ON CONFLICT (id) DO NOTHING never touches a balance.
CREATE TRIGGER ledger_transfers_apply AFTER INSERT ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_transfer();
CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Entries are written only by ledger_apply_transfer (trigger depth > 0) and never change.
CREATE TRIGGER ledger_entries_only_by_transfer BEFORE INSERT ON ledger_entries
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Balances start at zero and change only inside ledger_apply_transfer; accounts are never deleted.
CREATE TRIGGER ledger_accounts_start_empty BEFORE INSERT ON ledger_accounts
  FOR EACH ROW WHEN (NEW.balance <> 0 OR NEW.pending_debits <> 0 OR NEW.pending_credits <> 0)
  EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_accounts_only_by_transfer BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
