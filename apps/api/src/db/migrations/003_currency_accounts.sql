-- A business's currency accounts, their virtual receiving accounts (VFA) and money arriving into them.
-- A currency account shares its id with its ledger account, which holds the balance.
CREATE TABLE currency_accounts (
  id uuid PRIMARY KEY REFERENCES ledger_accounts(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  currency text NOT NULL,
  account_number text NOT NULL UNIQUE,
  is_active boolean NOT NULL DEFAULT true,
  hidden boolean NOT NULL DEFAULT false,
  label text,
  is_default_account boolean NOT NULL DEFAULT false,
  disable_auto_bookfx boolean NOT NULL DEFAULT false,
  auto_bookfx_sequence integer CHECK (auto_bookfx_sequence > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  -- Closing keeps the account (its history stays readable); opening the currency again re-activates it.
  CONSTRAINT currency_accounts_one_per_currency UNIQUE (client_id, currency),
  CONSTRAINT currency_accounts_default_is_active CHECK (is_active OR NOT is_default_account)
);
CREATE UNIQUE INDEX currency_accounts_one_default ON currency_accounts (client_id) WHERE is_default_account;

CREATE TABLE virtual_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL UNIQUE REFERENCES currency_accounts(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'DEACTIVATED')),
  account_number text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX virtual_accounts_client_idx ON virtual_accounts (client_id);

-- Money a payer sent to a virtual account, as the bank reported it: RECEIVED (held as a pending credit),
-- then CREDITED (posted) or RETURNED (voided). transfer_id is the pending ledger transfer.
CREATE TABLE incoming_payments (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients(id),
  account_id uuid NOT NULL REFERENCES currency_accounts(id),
  virtual_account_id uuid NOT NULL REFERENCES virtual_accounts(id),
  currency text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  payer_name text NOT NULL,
  reference text NOT NULL,
  status text NOT NULL CHECK (status IN ('RECEIVED', 'CREDITED', 'RETURNED')),
  return_reason text,
  transfer_id uuid NOT NULL,
  received_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX incoming_payments_account_idx ON incoming_payments (account_id, received_at DESC);
CREATE INDEX incoming_payments_received_idx ON incoming_payments (received_at) WHERE status = 'RECEIVED';
