-- Payouts (issue 9, "sending money"): a business pays one of its contacts from a currency account, through the bank
-- rail. The statuses and their moves are data in packages/domain payouts/; every move is an event row.

-- Money on its way out: a payout's debit is held (a pending transfer) from the business's account into the payouts
-- clearing account of its source currency, posted there when the payout is sent to the bank, and from there split
-- into fees, the conversion and the money leaving through settlement. One per currency, like the other house accounts.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (
  kind IN ('CLIENT', 'SETTLEMENT', 'FX_POSITION', 'FEE_REVENUE', 'CARD_CLEARING', 'SUSPENSE', 'PAYOUT_CLEARING')
);
-- Currencies opened before this migration get theirs now, with the id ledger/ids.ts systemAccountId() gives it:
-- stableUuid('ledger-system-account', 'PAYOUT_CLEARING', currency), SHA-256 in the version-8 layout.
WITH h AS (
  SELECT currency,
    substring(sha256(convert_to('ledger-system-account' || chr(31) || 'PAYOUT_CLEARING' || chr(31) || currency, 'UTF8'))
      FROM 1 FOR 16) AS b
  FROM ledger_accounts WHERE kind = 'SETTLEMENT'
)
INSERT INTO ledger_accounts (id, client_id, currency, kind, must_not_overdraw)
SELECT encode(set_byte(set_byte(b, 6, (get_byte(b, 6) & 15) | 128), 8, (get_byte(b, 8) & 63) | 128), 'hex')::uuid,
  NULL, currency, 'PAYOUT_CLEARING', false
FROM h
ON CONFLICT DO NOTHING;

CREATE TABLE payouts (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients(id),
  -- SME_{source account number}_{UTC time to the millisecond} (packages/domain payouts/references.ts).
  transaction_number text NOT NULL UNIQUE CHECK (transaction_number ~ '^SME_[A-Za-z0-9]+_[0-9]{17}$'),
  -- The Idempotency-Key of the createPayout that made it (platform/idempotency.ts answers replays; this names it).
  idempotency_key text,
  -- The contact, and what it was when paid: a later edit of the contact does not change the payout's record.
  beneficiary_id uuid NOT NULL REFERENCES beneficiaries(id),
  beneficiary_name text NOT NULL,
  beneficiary_email text NOT NULL,
  beneficiary_account_type text NOT NULL CHECK (beneficiary_account_type IN ('COMPANY', 'INDIVIDUAL')),
  beneficiary_country_code text NOT NULL,
  destination_country text NOT NULL,
  beneficiary_bank_name text,
  beneficiary_account_number text,
  -- Every field of the contact as paid (routing codes, address…), spec §3 names.
  beneficiary_details jsonb NOT NULL CHECK (jsonb_typeof(beneficiary_details) = 'object'),
  payout_method text NOT NULL CHECK (payout_method IN ('LOCAL', 'SWIFT')),
  source_account_id uuid NOT NULL REFERENCES currency_accounts(id),
  source_currency text NOT NULL CHECK (source_currency ~ '^[A-Z]{3}$'),
  destination_currency text NOT NULL CHECK (destination_currency ~ '^[A-Z]{3}$'),
  fixed_side text NOT NULL CHECK (fixed_side IN ('source', 'destination')),
  fee_payer text NOT NULL CHECK (fee_payer IN ('BEN', 'OUR')),
  swift_fee_payer text NOT NULL CHECK (swift_fee_payer IN ('OUR', 'SHA', 'BEN')),
  -- The rate paid at: a hold of the business's (fx_hold_id), the live rate recorded as a used hold, or 1 with no
  -- hold for a payout in its own currency. The lock's end is copied: a payout still awaiting approval then expires.
  base_fx_rate numeric NOT NULL CHECK (base_fx_rate > 0),
  fx_rate numeric NOT NULL CHECK (fx_rate > 0),
  margin numeric NOT NULL CHECK (margin >= 0 AND margin < 1),
  fx_hold_id uuid UNIQUE REFERENCES fx_holds(id),
  fx_lock_expiry_at timestamptz,
  -- Spec §3 exchange value in minor units: destination_amount in the destination currency, the rest in the source's.
  -- The business's account is debited source_amount + supplier_payments_fee.
  source_amount bigint NOT NULL CHECK (source_amount > 0),
  converted_amount bigint NOT NULL CHECK (converted_amount > 0),
  destination_amount bigint NOT NULL CHECK (destination_amount > 0),
  fee_amount bigint NOT NULL CHECK (fee_amount >= 0),
  swift_fee_amount bigint NOT NULL CHECK (swift_fee_amount >= 0),
  supplier_payments_fee bigint NOT NULL CHECK (supplier_payments_fee >= 0),
  -- What the payout counts towards the MYR daily limit (Malaysian sole proprietors, enterprises, LLPs), else NULL.
  daily_limit_myr bigint CHECK (daily_limit_myr > 0),
  funding text NOT NULL CHECK (funding IN ('WALLET', 'CARD', 'BANK_PROXY', 'DIRECT_DEBIT', 'FPX')),
  deposit_method text NOT NULL,
  purpose_code text,
  statement_narrative text NOT NULL,
  external_reference_id text,
  client_preferences jsonb,
  status text NOT NULL CHECK (status IN (
    'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', 'AWAITING_APPROVAL_BANK_PROXY', 'AWAITING_APPROVAL_DIRECT_DEBIT',
    'AWAITING_APPROVAL_FPX_TRANSFER', 'AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT', 'AWAITING_FUNDS_BANK_PROXY',
    'DEBITING_FUNDS_ACH_DIRECT_DEBIT', 'AWAITING_FUNDS_FPX_TRANSACTION', 'DEBITING_FUNDS_FPX_TRANSACTION', 'PENDING',
    'COMPLIANCE_VERIFICATION', 'RFI_REQUESTED', 'RFI_RESPONDED', 'PROCESSING', 'SENT_TO_BANK', 'PAID', 'RETURNED',
    'CANCELLED', 'RFI_REJECTED', 'USER_REJECTED', 'APPROVAL_REJECTED', 'FX_EXPIRED_CANCELLED')),
  -- How many events the payout has: a rail job names the step it applies by it, so a retry never applies twice.
  event_count integer NOT NULL CHECK (event_count >= 1),
  -- The pending ledger transfer holding the debit (a WALLET payout's, from creation).
  hold_transfer_id uuid,
  -- Maker/checker: whether it waited for a checker, and the decision (who, when, why).
  is_approval_required boolean NOT NULL,
  approval_decision text CHECK (approval_decision IN ('APPROVED', 'REJECTED')),
  approval_decided_by uuid REFERENCES users(id),
  approval_decided_at timestamptz,
  approval_reason text,
  -- The bank rail: its reference once it took the payout, and the report it will make next and when (the jobs
  -- apply it then; the sweep applies what is overdue).
  rail_reference text,
  rail_next_status text,
  rail_next_at timestamptz,
  rail_next_reason text,
  rfi_response text,
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT payouts_amounts CHECK (source_amount = converted_amount + fee_amount + swift_fee_amount),
  CONSTRAINT payouts_same_currency CHECK (source_currency <> destination_currency OR (fx_hold_id IS NULL AND fx_rate = 1)),
  CONSTRAINT payouts_decision CHECK ((approval_decision IS NULL) = (approval_decided_at IS NULL)),
  CONSTRAINT payouts_rail_next CHECK ((rail_next_status IS NULL) = (rail_next_at IS NULL))
);
CREATE UNIQUE INDEX payouts_idempotency_uq ON payouts (client_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
-- The payouts list pages newest first by keyset (created_at, id), for a business, a contact, or the approval queue.
CREATE INDEX payouts_client_created_idx ON payouts (client_id, created_at DESC, id DESC);
CREATE INDEX payouts_client_beneficiary_idx ON payouts (client_id, beneficiary_id, created_at DESC, id DESC);
CREATE INDEX payouts_awaiting_approval_idx ON payouts (client_id, created_at DESC, id DESC)
  WHERE status LIKE 'AWAITING\_APPROVAL\_%';
-- The jobs' sweep: rail reports due, payouts not yet submitted, rates that lapse while awaiting approval.
CREATE INDEX payouts_rail_due_idx ON payouts (rail_next_at) WHERE rail_next_at IS NOT NULL;
CREATE INDEX payouts_unsubmitted_idx ON payouts (updated_at) WHERE status = 'PENDING' AND rail_reference IS NULL;
CREATE INDEX payouts_fx_lock_idx ON payouts (fx_lock_expiry_at)
  WHERE fx_lock_expiry_at IS NOT NULL AND status LIKE 'AWAITING\_APPROVAL\_%';
-- The MYR daily limit sums a business's payouts of one Malaysia-time day.
CREATE INDEX payouts_daily_limit_idx ON payouts (client_id, created_at) WHERE daily_limit_myr IS NOT NULL;

-- Every status change of a payout, with its time, who made it (a user, a checker, the rail, the system) and why.
-- Append-only: the history is never rewritten.
CREATE TABLE payout_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payout_id uuid NOT NULL REFERENCES payouts(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  -- 1 for the first event, then one more per change (payouts.event_count is the last).
  seq integer NOT NULL CHECK (seq >= 1),
  from_status text,
  status text NOT NULL,
  at timestamptz NOT NULL,
  actor_type text NOT NULL CHECK (actor_type IN ('user', 'checker', 'rail', 'system', 'funding')),
  actor_user_id uuid REFERENCES users(id),
  reason text,
  CONSTRAINT payout_events_seq_uq UNIQUE (payout_id, seq),
  CONSTRAINT payout_events_user_actor CHECK ((actor_type IN ('user', 'checker')) = (actor_user_id IS NOT NULL))
);

CREATE FUNCTION payout_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on payout_events is not allowed: a payout''s history only grows', TG_OP USING ERRCODE = 'L0005';
END $$;
CREATE TRIGGER payout_events_append_only BEFORE UPDATE OR DELETE ON payout_events
  FOR EACH ROW EXECUTE FUNCTION payout_events_refuse_change();
