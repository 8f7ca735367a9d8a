-- FX hedging: a business's onboarding with the hedging partner, the documents it uploads for it, and the forward
-- contracts it books once approved. Statuses and their transitions: packages/domain/src/fx-hedging.ts.

-- One onboarding per business; no row reads as NOT_STARTED. `submission_count` numbers the submissions (a rejected
-- business may submit again), and keys the partner's review job of each.
CREATE TABLE fx_hedging_onboardings (
  client_id uuid PRIMARY KEY REFERENCES clients(id),
  status text NOT NULL CHECK (status IN ('NOT_STARTED', 'SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'REJECTED')),
  submission_count integer NOT NULL DEFAULT 0 CHECK (submission_count >= 0),
  partner_reference text,
  submitted_by uuid REFERENCES users(id),
  submitted_at timestamptz,
  decided_at timestamptz,
  decision_reason text,
  updated_at timestamptz NOT NULL,
  CONSTRAINT fx_hedging_onboardings_submitted CHECK (status = 'NOT_STARTED' OR submitted_at IS NOT NULL),
  CONSTRAINT fx_hedging_onboardings_rejected CHECK (status <> 'REJECTED' OR decision_reason IS NOT NULL)
);

-- A document uploaded for the onboarding: its type checked by content (magic bytes) before it is stored here.
-- Kept in the database (at most 10 MB each, a handful per business) so every process sees it without a file store.
CREATE TABLE fx_hedging_documents (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients(id),
  document_type text NOT NULL
    CHECK (document_type IN ('HEDGING_APPLICATION', 'BUSINESS_REGISTRATION_DOC', 'FINANCIAL_STATEMENTS')),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 200),
  media_type text NOT NULL CHECK (media_type IN ('application/pdf', 'image/png', 'image/jpeg')),
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 10485760),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea NOT NULL,
  uploaded_by uuid NOT NULL REFERENCES users(id),
  uploaded_at timestamptz NOT NULL,
  CONSTRAINT fx_hedging_documents_size CHECK (octet_length(content) = size_bytes)
);
CREATE INDEX fx_hedging_documents_client_idx ON fx_hedging_documents (client_id, uploaded_at, id);

-- A forward contract: a rate locked until maturity_date for an amount between two of the business's accounts. At
-- settle_due_at (the start of maturity_date in the business's own day) the fx-hedging.settle-due job exchanges it
-- at fx_rate through the FX module (exchange_id), once; or records why it could not (failure_reason).
CREATE TABLE forward_contracts (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients(id),
  contract_number text NOT NULL UNIQUE CHECK (contract_number ~ '^FWD-[0-9A-Z]{8}$'),
  partner_contract_id text NOT NULL,
  source_account_id uuid NOT NULL REFERENCES currency_accounts(id),
  destination_account_id uuid NOT NULL REFERENCES currency_accounts(id),
  source_currency text NOT NULL,
  destination_currency text NOT NULL,
  base_fx_rate numeric NOT NULL CHECK (base_fx_rate > 0),
  spot_rate numeric NOT NULL CHECK (spot_rate > 0),
  margin numeric NOT NULL CHECK (margin >= 0 AND margin < 1),
  forward_points numeric NOT NULL,
  fx_rate numeric NOT NULL CHECK (fx_rate > 0),
  fixed_side text NOT NULL CHECK (fixed_side IN ('source', 'destination')),
  source_amount bigint NOT NULL CHECK (source_amount > 0),
  destination_amount bigint NOT NULL CHECK (destination_amount > 0),
  maturity_date date NOT NULL,
  settle_due_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('BOOKED', 'SETTLED', 'SETTLEMENT_FAILED', 'CANCELLED')),
  exchange_id uuid UNIQUE REFERENCES exchanges(id),
  failure_reason text,
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL,
  closed_at timestamptz,
  cancelled_by uuid REFERENCES users(id),
  CONSTRAINT forward_contracts_pair CHECK (source_currency <> destination_currency),
  CONSTRAINT forward_contracts_accounts CHECK (source_account_id <> destination_account_id),
  CONSTRAINT forward_contracts_settled CHECK ((status = 'SETTLED') = (exchange_id IS NOT NULL)),
  CONSTRAINT forward_contracts_failed CHECK ((status = 'SETTLEMENT_FAILED') = (failure_reason IS NOT NULL)),
  CONSTRAINT forward_contracts_closed CHECK ((status = 'BOOKED') = (closed_at IS NULL))
);
CREATE INDEX forward_contracts_client_idx ON forward_contracts (client_id, maturity_date, id);
-- The settlement sweep's look-up: booked contracts by when they fall due.
CREATE INDEX forward_contracts_due_idx ON forward_contracts (settle_due_at) WHERE status = 'BOOKED';
