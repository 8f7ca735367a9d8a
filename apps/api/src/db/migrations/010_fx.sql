-- FX: client pricing, signed quotes' key, rate holds and exchanges between a business's own accounts.

-- Secrets the application makes for itself on first use (the FX quote signing key): random, kept here so every
-- process agrees on them without any configuration. Created with INSERT … ON CONFLICT DO NOTHING, then read back.
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  secret bytea NOT NULL CHECK (octet_length(secret) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The margin a client pays on a corridor, as a decimal fraction (0.004 is 0.4 %). destination_currency NULL means
-- "from this source currency to any other"; a client or corridor with no row pays the default margin.
CREATE TABLE fx_client_margins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients(id),
  source_currency text NOT NULL CHECK (source_currency ~ '^[A-Z]{3}$'),
  destination_currency text CHECK (destination_currency ~ '^[A-Z]{3}$'),
  margin numeric NOT NULL CHECK (margin >= 0 AND margin < 1),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX fx_client_margins_corridor_uq
  ON fx_client_margins (client_id, source_currency, coalesce(destination_currency, '*'));

-- A quoted rate held for one client (lockFxRate): single use (ACTIVE → USED by a booking) until hold_expiry_at,
-- after which it is EXPIRED (the fx.expire-holds job writes it; every reader treats a late ACTIVE one as expired).
CREATE TABLE fx_holds (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients(id),
  created_by uuid NOT NULL REFERENCES users(id),
  source_currency text NOT NULL,
  destination_currency text NOT NULL,
  base_fx_rate numeric NOT NULL CHECK (base_fx_rate > 0),
  fx_rate numeric NOT NULL CHECK (fx_rate > 0),
  margin numeric NOT NULL CHECK (margin >= 0 AND margin < 1),
  quoted_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('ACTIVE', 'USED', 'EXPIRED')),
  hold_expiry_at timestamptz NOT NULL,
  lock_expiry_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz,
  CONSTRAINT fx_holds_pair CHECK (source_currency <> destination_currency),
  CONSTRAINT fx_holds_expiry_after_creation CHECK (hold_expiry_at > created_at),
  CONSTRAINT fx_holds_used_at CHECK ((status = 'USED') = (used_at IS NOT NULL))
);
CREATE INDEX fx_holds_client_idx ON fx_holds (client_id, created_at DESC);
CREATE INDEX fx_holds_active_expiry_idx ON fx_holds (hold_expiry_at) WHERE status = 'ACTIVE';

-- An exchange between two of a client's currency accounts at a held rate. Its two ledger transfers (source →
-- FX position, FX position → destination) carry business_type 'exchange' and business_id = exchange_number.
CREATE TABLE exchanges (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients(id),
  exchange_number text NOT NULL UNIQUE CHECK (exchange_number ~ '^FX-[0-9A-Z]{8}$'),
  -- A hold books at most one exchange.
  fx_hold_id uuid NOT NULL UNIQUE REFERENCES fx_holds(id),
  source_account_id uuid NOT NULL REFERENCES currency_accounts(id),
  destination_account_id uuid NOT NULL REFERENCES currency_accounts(id),
  source_currency text NOT NULL,
  destination_currency text NOT NULL,
  base_fx_rate numeric NOT NULL,
  fx_rate numeric NOT NULL,
  margin numeric NOT NULL,
  fixed_side text NOT NULL CHECK (fixed_side IN ('source', 'destination')),
  source_amount bigint NOT NULL CHECK (source_amount > 0),
  converted_amount bigint NOT NULL CHECK (converted_amount > 0),
  destination_amount bigint NOT NULL CHECK (destination_amount > 0),
  fee_amount bigint NOT NULL DEFAULT 0 CHECK (fee_amount >= 0),
  swift_fee_amount bigint NOT NULL DEFAULT 0 CHECK (swift_fee_amount >= 0),
  supplier_payments_fee bigint NOT NULL DEFAULT 0 CHECK (supplier_payments_fee >= 0),
  status text NOT NULL DEFAULT 'COMPLETED' CHECK (status IN ('COMPLETED')),
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL,
  CONSTRAINT exchanges_pair CHECK (source_currency <> destination_currency),
  CONSTRAINT exchanges_accounts CHECK (source_account_id <> destination_account_id)
);
-- The exchange list pages newest first by keyset (created_at, id).
CREATE INDEX exchanges_client_created_idx ON exchanges (client_id, created_at DESC, id DESC);
