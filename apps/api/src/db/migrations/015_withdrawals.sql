-- Company bank accounts, withdrawals and the end-of-day auto-sweep (issue 10). The rules are in packages/domain
-- bank-accounts/ (the bank form) and withdrawals/ (statuses and moves, sweep rules, references).

-- The business's own bank accounts, where withdrawals and sweeps go. Checked against the bank form's rules before
-- they are written; deleting one (PUT isActive false) marks it DELETED and keeps it, so past withdrawals still name
-- it. The rail may refuse one (rejected_at): withdrawals to it are then refused until it is deleted and added again.
CREATE TABLE company_bank_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients(id),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DELETED')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  account_type text NOT NULL CHECK (account_type = 'COMPANY'),
  country_code text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  payout_method text NOT NULL CHECK (payout_method IN ('LOCAL', 'SWIFT')),
  holder_name text NOT NULL CHECK (length(holder_name) BETWEEN 1 AND 140),
  bank_name text NOT NULL CHECK (length(bank_name) BETWEEN 1 AND 100),
  account_number text NOT NULL CHECK (length(account_number) BETWEEN 1 AND 50),
  routing_code_type_1 text,
  routing_code_value_1 text,
  routing_code_type_2 text,
  routing_code_value_2 text,
  bank_code text,
  bank_account_type text,
  identification_type text,
  identification_value text,
  rejected_at timestamptz,
  rejected_reason text,
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz,
  CONSTRAINT company_bank_accounts_deleted_at CHECK ((status = 'DELETED') = (deleted_at IS NOT NULL)),
  CONSTRAINT company_bank_accounts_rejected CHECK ((rejected_at IS NULL) = (rejected_reason IS NULL))
);
-- "Duplicate" (spec §8): the same account number and routing code twice among a business's linked accounts. The
-- routing code is the first one, or the second where only it is given (a CNY account by SWIFT code).
CREATE UNIQUE INDEX company_bank_accounts_duplicate_uq ON company_bank_accounts
  (client_id, account_number, (COALESCE(routing_code_value_1, routing_code_value_2, '')))
  WHERE status = 'ACTIVE';
CREATE INDEX company_bank_accounts_client_idx ON company_bank_accounts (client_id, created_at DESC, id DESC);

-- Receive settings of a business: the linked account sweeps go to (spec §3 autosweep_bank_account, also copied to
-- clients.autosweep_bank_account as the active client shows it). No row: none chosen.
CREATE TABLE receive_settings (
  client_id uuid PRIMARY KEY REFERENCES clients(id),
  autosweep_bank_account_id uuid REFERENCES company_bank_accounts(id),
  updated_by uuid NOT NULL REFERENCES users(id),
  updated_at timestamptz NOT NULL
);

-- A currency's sweep as the business set it (no row: the domain's default, on for MYR, HKD and IDR); keep_minor is
-- what a partial sweep leaves in the account.
CREATE TABLE sweep_currency_settings (
  client_id uuid NOT NULL REFERENCES clients(id),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  is_enabled boolean NOT NULL,
  keep_minor bigint NOT NULL CHECK (keep_minor >= 0 AND keep_minor <= 100000000000000000),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (client_id, currency)
);

-- FW numbers: FW and the next value, 10 or 11 digits (packages/domain withdrawals/references.ts).
CREATE SEQUENCE withdrawal_number_seq START 1000000001 MINVALUE 1000000001 MAXVALUE 99999999999 NO CYCLE;

-- A withdrawal (FW…) or an end-of-day sweep (AUTOSWEEP…) from a currency account to a linked bank account in its
-- currency, sent by the bank rail. Its amount is held (a pending ledger transfer, hold_transfer_id) from creation,
-- posted when the rail reports it sent, voided when it is cancelled, and credited back when it is returned.
CREATE TABLE withdrawals (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients(id),
  kind text NOT NULL CHECK (kind IN ('WITHDRAWAL', 'AUTOSWEEP')),
  reference text NOT NULL UNIQUE CHECK (reference ~ '^(FW[0-9]{10,11}|AUTOSWEEP[0-9]{8}[A-Za-z0-9]+)$'),
  -- The Idempotency-Key of the withdrawFund that made it (the idempotency store answers replays; this names it).
  idempotency_key text,
  currency_account_id uuid NOT NULL REFERENCES currency_accounts(id),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount bigint NOT NULL CHECK (amount > 0),
  -- The bank account, and what it was when paid: a later edit of the account does not change the record.
  bank_account_id uuid NOT NULL REFERENCES company_bank_accounts(id),
  bank_name text NOT NULL,
  holder_name text NOT NULL,
  account_number text NOT NULL,
  country_code text NOT NULL,
  payout_method text NOT NULL CHECK (payout_method IN ('LOCAL', 'SWIFT')),
  status text NOT NULL CHECK (status IN ('PENDING', 'PROCESSING', 'SENT_TO_BANK', 'COMPLETED', 'RETURNED', 'CANCELLED')),
  reason text,
  -- How many events it has: a rail job names the step it applies by it, so a retry never applies twice.
  event_count integer NOT NULL CHECK (event_count >= 1),
  hold_transfer_id uuid NOT NULL,
  -- The bank rail: its reference once it took the withdrawal, the status it last reported (a payout status), and the
  -- report it will make next and when (the jobs apply it then; the sweep applies what is overdue).
  rail_reference text,
  rail_status text,
  -- How many of the rail's reports were applied: a report job names the one it applies by it (a report need not move
  -- the status: the rail's compliance step and its processing are both PROCESSING here).
  rail_report_count integer NOT NULL DEFAULT 0 CHECK (rail_report_count >= 0),
  rail_next_status text,
  rail_next_at timestamptz,
  rail_next_reason text,
  -- AUTOSWEEP: the business day swept; one sweep per account and day, whatever runs the job.
  sweep_day date,
  created_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT withdrawals_sweep_day CHECK ((kind = 'AUTOSWEEP') = (sweep_day IS NOT NULL)),
  CONSTRAINT withdrawals_made_by CHECK ((kind = 'WITHDRAWAL') = (created_by IS NOT NULL)),
  CONSTRAINT withdrawals_rail_next CHECK ((rail_next_status IS NULL) = (rail_next_at IS NULL))
);
CREATE UNIQUE INDEX withdrawals_sweep_once_uq ON withdrawals (currency_account_id, sweep_day) WHERE kind = 'AUTOSWEEP';
CREATE UNIQUE INDEX withdrawals_idempotency_uq ON withdrawals (client_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
-- The list pages newest first by keyset (created_at, id).
CREATE INDEX withdrawals_client_created_idx ON withdrawals (client_id, created_at DESC, id DESC);
-- The jobs' sweep: rail reports due, withdrawals not yet taken by the rail.
CREATE INDEX withdrawals_rail_due_idx ON withdrawals (rail_next_at) WHERE rail_next_at IS NOT NULL;
CREATE INDEX withdrawals_unsubmitted_idx ON withdrawals (updated_at) WHERE status = 'PENDING' AND rail_reference IS NULL;

-- Every status change of a withdrawal, with its time and why. Append-only: the history is never rewritten.
CREATE TABLE withdrawal_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  withdrawal_id uuid NOT NULL REFERENCES withdrawals(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  seq integer NOT NULL CHECK (seq >= 1),
  from_status text,
  status text NOT NULL,
  at timestamptz NOT NULL,
  actor_type text NOT NULL CHECK (actor_type IN ('user', 'rail', 'system')),
  reason text,
  CONSTRAINT withdrawal_events_seq_uq UNIQUE (withdrawal_id, seq)
);

CREATE FUNCTION withdrawal_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on withdrawal_events is not allowed: a withdrawal''s history only grows', TG_OP
    USING ERRCODE = 'L0005';
END $$;
CREATE TRIGGER withdrawal_events_append_only BEFORE UPDATE OR DELETE ON withdrawal_events
  FOR EACH ROW EXECUTE FUNCTION withdrawal_events_refuse_change();
