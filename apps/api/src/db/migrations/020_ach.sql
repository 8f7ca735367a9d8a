-- ACH (issue 10): a US business's linked bank accounts and the direct debits that add money from them. The rules are
-- in packages/domain fundings/ach.ts (routing checksum, masking, the rolling limit).

-- A bank account the business asked the ACH partner to link: PENDING until the partner verified it, then LINKED
-- (partner_account_id set) or FAILED; DELINKED when removed (kept: past debits name it). The full account number is
-- never kept: its last four (masked) and a fingerprint that finds the same account linked twice.
CREATE TABLE ach_bank_accounts (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients(id),
  status text NOT NULL CHECK (status IN ('PENDING', 'LINKED', 'FAILED', 'DELINKED')),
  holder_name text NOT NULL CHECK (length(holder_name) BETWEEN 1 AND 140),
  account_number_masked text NOT NULL,
  fingerprint text NOT NULL,
  routing_value text NOT NULL CHECK (routing_value ~ '^[0-9]{9}$'),
  routing_type text NOT NULL CHECK (routing_type = 'ACH'),
  account_type text NOT NULL CHECK (account_type IN ('CHECKING', 'SAVINGS')),
  -- The partner's link request (status asked by both) and, once linked, its account id.
  reference_number text NOT NULL,
  request_id text NOT NULL UNIQUE,
  partner_account_id text,
  failure_reason text,
  next_check_at timestamptz,
  check_count integer NOT NULL DEFAULT 0 CHECK (check_count >= 0),
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT ach_bank_accounts_linked CHECK ((status IN ('LINKED', 'DELINKED')) = (partner_account_id IS NOT NULL))
);
CREATE INDEX ach_bank_accounts_client_idx ON ach_bank_accounts (client_id, created_at DESC);
CREATE INDEX ach_bank_accounts_check_due_idx ON ach_bank_accounts (next_check_at) WHERE next_check_at IS NOT NULL;
-- One live link per account and business: linking it again while pending or linked is "already linked".
CREATE UNIQUE INDEX ach_bank_accounts_live_uq ON ach_bank_accounts (client_id, fingerprint)
  WHERE status IN ('PENDING', 'LINKED');

-- Every direct debit asked of the partner, one per funding (a payout paid by ACH brings its own funding). The rolling
-- limit sums those of the last 30 days that the bank did not return.
CREATE TABLE ach_debits (
  funding_id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients(id),
  ach_account_id uuid NOT NULL REFERENCES ach_bank_accounts(id),
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency = 'USD'),
  transfer_id text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('PENDING', 'SETTLED', 'RETURNED')),
  return_reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX ach_debits_client_created_idx ON ach_debits (client_id, created_at DESC);

-- Fundings by ACH and FPX (spec §1 funding methods ach, fpxTransfer).
ALTER TABLE fundings DROP CONSTRAINT fundings_method_check;
ALTER TABLE fundings ADD CONSTRAINT fundings_method_check
  CHECK (method IN ('creditCard', 'bankTransfer', 'payNow', 'payId', 'ach', 'fpxTransfer'));
