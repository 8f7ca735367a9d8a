-- Card balances (issue 10, /r/card/withdraw; spec §7 "Cards (n1): … wallet balance … customer withdraw"): the money
-- a business has loaded for its cards, one balance per currency. Each is a ledger account of its own kind,
-- CARD_BALANCE, owned by the business like a currency account (CLIENT), so every guard a business's money has applies
-- to it too: it never goes below zero (counting reservations), it has the same ceiling, and its reservations are
-- tracked on its own row (024: only house accounts, client_id IS NULL, skip them). Currency accounts stay the only
-- CLIENT accounts: statements, the dashboard and My accounts read currency_accounts, never ledger_accounts by owner.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (
  'CLIENT', 'CARD_BALANCE', 'SETTLEMENT', 'FX_POSITION', 'FEE_REVENUE', 'CARD_CLEARING', 'SUSPENSE', 'PAYOUT_CLEARING'));
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_client_kind;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_client_kind
  CHECK ((kind IN ('CLIENT', 'CARD_BALANCE')) = (client_id IS NOT NULL));
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_client_no_overdraft;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_client_no_overdraft
  CHECK (kind NOT IN ('CLIENT', 'CARD_BALANCE') OR must_not_overdraw);
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_client_ceiling;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_client_ceiling
  CHECK (kind NOT IN ('CLIENT', 'CARD_BALANCE') OR balance + pending_credits <= 100000000000000000);
-- Lets a record name a ledger account together with its owner and kind (the foreign key below): a card balance can
-- only be a CARD_BALANCE account of the same business. None of these columns ever changes, so balance updates stay HOT.
CREATE UNIQUE INDEX ledger_accounts_owner_kind_uq ON ledger_accounts (id, client_id, kind);

-- A business's card balance in one currency; it shares its id with its ledger account, which holds the money.
CREATE TABLE card_balances (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients(id),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  ledger_kind text NOT NULL DEFAULT 'CARD_BALANCE' CHECK (ledger_kind = 'CARD_BALANCE'),
  created_at timestamptz NOT NULL,
  CONSTRAINT card_balances_one_per_currency UNIQUE (client_id, currency),
  CONSTRAINT card_balances_ledger_account FOREIGN KEY (id, client_id, ledger_kind)
    REFERENCES ledger_accounts (id, client_id, kind)
);

-- Money loaded from a currency account onto the card balance of its currency (the cards area's "add money"; the
-- demo seed and tests use it until that page exists). Posted at once: both accounts are the business's own.
CREATE TABLE card_top_ups (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients(id),
  card_balance_id uuid NOT NULL REFERENCES card_balances(id),
  currency_account_id uuid NOT NULL REFERENCES currency_accounts(id),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount bigint NOT NULL CHECK (amount > 0),
  created_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL
);
CREATE INDEX card_top_ups_client_created_idx ON card_top_ups (client_id, created_at DESC, id DESC);

-- Money moved back from a card balance to the business's currency account in the same currency (/r/card/withdraw).
-- Its FW number comes from the withdrawals' sequence (015), so an FW number names one withdrawal of either kind. The
-- transfer is posted in the transaction that writes the row: it is COMPLETED from the start.
CREATE TABLE card_withdrawals (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients(id),
  reference text NOT NULL UNIQUE CHECK (reference ~ '^FW[0-9]{10,11}$'),
  -- The Idempotency-Key of the request that made it (the idempotency store answers replays; this names it).
  idempotency_key text,
  card_balance_id uuid NOT NULL REFERENCES card_balances(id),
  currency_account_id uuid NOT NULL REFERENCES currency_accounts(id),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('COMPLETED')),
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX card_withdrawals_idempotency_uq ON card_withdrawals (client_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX card_withdrawals_client_created_idx ON card_withdrawals (client_id, created_at DESC, id DESC);
