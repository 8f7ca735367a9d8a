-- Adding money (issue 10): saved cards and fundings. The rules are in packages/domain fundings/ (card rules, methods,
-- statuses and moves, FD references, tracker).

-- A card as the card processor saved it: its token (ipp_mapping_id), never the number or the CVV. is_save_card: the
-- person asked to keep it (listed); otherwise it was tokenised for one payment. Deleting one keeps the row (a past
-- funding names it) and tells the processor.
CREATE TABLE saved_cards (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients(id),
  ipp_mapping_id text NOT NULL UNIQUE,
  customer_id text NOT NULL,
  -- The processor's one name for the card: two tokens of the same card share it (the list shows one).
  fingerprint text NOT NULL,
  brand text NOT NULL,
  card_type text NOT NULL,
  bin text NOT NULL CHECK (bin ~ '^[0-9]{8}$'),
  last_four text NOT NULL CHECK (last_four ~ '^[0-9]{4}$'),
  expiry_month integer NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year integer NOT NULL CHECK (expiry_year BETWEEN 2000 AND 2199),
  country text NOT NULL,
  is_save_card boolean NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL,
  deleted_at timestamptz,
  CONSTRAINT saved_cards_deleted CHECK (is_active = (deleted_at IS NULL))
);
CREATE INDEX saved_cards_client_idx ON saved_cards (client_id, created_at DESC) WHERE is_active;

-- FD numbers: FD and the next value, 10 or 11 digits.
CREATE SEQUENCE funding_number_seq START 1000000001 MINVALUE 1000000001 MAXVALUE 99999999999 NO CYCLE;

-- Money added to a currency account. Nothing is booked until the money arrives: then one posted transfer from the
-- settlement account to the business's account (credit_transfer_id), and the card fee to fee revenue.
CREATE TABLE fundings (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients(id),
  reference text NOT NULL UNIQUE CHECK (reference ~ '^FD[0-9]{10,11}$'),
  type text NOT NULL CHECK (type IN ('PREFUNDING', 'FUNDING', 'CARD_FUNDING')),
  method text NOT NULL CHECK (method IN ('creditCard', 'bankTransfer', 'payNow', 'payId')),
  status text NOT NULL CHECK (status IN ('AWAITING_FUNDS', 'DEBITING_FUNDS', 'COMPLETED', 'FAILED', 'CANCELLED')),
  currency_account_id uuid NOT NULL REFERENCES currency_accounts(id),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount bigint NOT NULL CHECK (amount > 0),
  fee bigint NOT NULL CHECK (fee >= 0),
  card_id uuid REFERENCES saved_cards(id),
  product_code text,
  -- The processor's charge: its request id (status asked by it), reference and 3-D Secure redirect.
  request_id text,
  partner_reference text,
  redirect_url text,
  instructions jsonb,
  failure_reason text,
  -- When the next status check is due, and how many were made (a check job names the one it makes by it).
  next_check_at timestamptz,
  check_count integer NOT NULL DEFAULT 0 CHECK (check_count >= 0),
  credit_transfer_id uuid,
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT fundings_card CHECK ((method = 'creditCard') = (card_id IS NOT NULL)),
  CONSTRAINT fundings_credited CHECK ((status = 'COMPLETED') = (credit_transfer_id IS NOT NULL))
);
CREATE INDEX fundings_client_created_idx ON fundings (client_id, created_at DESC, id DESC);
CREATE INDEX fundings_check_due_idx ON fundings (next_check_at) WHERE next_check_at IS NOT NULL;

-- Every status change of a funding. Append-only.
CREATE TABLE funding_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  funding_id uuid NOT NULL REFERENCES fundings(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  status text NOT NULL,
  at timestamptz NOT NULL,
  reason text
);
CREATE INDEX funding_events_funding_idx ON funding_events (funding_id, at);

CREATE FUNCTION funding_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on funding_events is not allowed: a funding''s history only grows', TG_OP
    USING ERRCODE = 'L0005';
END $$;
CREATE TRIGGER funding_events_append_only BEFORE UPDATE OR DELETE ON funding_events
  FOR EACH ROW EXECUTE FUNCTION funding_events_refuse_change();
