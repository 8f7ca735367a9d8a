-- Payment reconciliation (issue 11): a bank-transfer payout whose transfer the collection bank could not match to the
-- business waits in PAYMENT_RECONCILIATION_* while compliance asks for proof (packages/domain payouts/transitions.ts).
ALTER TABLE payouts DROP CONSTRAINT payouts_status_check;
ALTER TABLE payouts ADD CONSTRAINT payouts_status_check CHECK (status IN (
  'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT', 'AWAITING_APPROVAL_BANK_PROXY', 'AWAITING_APPROVAL_DIRECT_DEBIT',
  'AWAITING_APPROVAL_FPX_TRANSFER', 'AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT', 'AWAITING_FUNDS_BANK_PROXY',
  'DEBITING_FUNDS_ACH_DIRECT_DEBIT', 'AWAITING_FUNDS_FPX_TRANSACTION', 'DEBITING_FUNDS_FPX_TRANSACTION',
  'PAYMENT_RECONCILIATION_PENDING', 'PAYMENT_RECONCILIATION_RFI_RAISED', 'PAYMENT_RECONCILIATION_RFI_RESPONDED',
  'PENDING', 'COMPLIANCE_VERIFICATION', 'RFI_REQUESTED', 'RFI_RESPONDED', 'PROCESSING', 'SENT_TO_BANK', 'PAID',
  'RETURNED', 'CANCELLED', 'RFI_REJECTED', 'USER_REJECTED', 'APPROVAL_REJECTED', 'FX_EXPIRED_CANCELLED'));

-- One row per payment: the money that paid for payouts (a funding of type FUNDING) is part of those payouts' rows,
-- not an "Add money" row of its own; it stays at /r/funding/:id and on the payout's detail. Otherwise as in 022.
CREATE OR REPLACE VIEW transactions_list AS
SELECT p.id, p.client_id, 'send'::text AS type, p.transaction_number AS reference,
  p.external_reference_id AS batch_id, p.created_at, p.beneficiary_name,
  p.source_currency, p.source_amount, p.destination_currency, p.destination_amount,
  p.source_currency AS transaction_currency, p.source_amount AS transaction_amount,
  p.status, p.status AS record_status,
  CASE WHEN p.status LIKE 'AWAITING\_APPROVAL\_%' THEN p.fx_lock_expiry_at END AS due_by,
  p.payout_method, NULL::uuid AS vfa_id, p.fee_amount + p.swift_fee_amount AS fee_amount
FROM payouts p
UNION ALL
SELECT f.id, f.client_id, 'fund', f.reference, NULL, f.created_at, NULL,
  f.currency, f.amount + f.fee, f.currency, f.amount,
  f.currency, f.amount,
  CASE f.status
    WHEN 'AWAITING_FUNDS' THEN CASE WHEN f.method = 'creditCard' THEN 'AWAITING_FUNDS_CREDIT_CARD_CURRENCY_ACCOUNT'
      WHEN f.method = 'fpxTransfer' THEN 'AWAITING_FUNDS_FPX_TRANSACTION' ELSE 'AWAITING_FUNDS_BANK_PROXY' END
    WHEN 'DEBITING_FUNDS' THEN CASE WHEN f.method = 'ach' THEN 'DEBITING_FUNDS_ACH_DIRECT_DEBIT'
      WHEN f.method = 'fpxTransfer' THEN 'DEBITING_FUNDS_FPX_TRANSACTION' ELSE 'PROCESSING' END
    WHEN 'FAILED' THEN 'CANCELLED'
    ELSE f.status
  END,
  f.status, NULL::timestamptz, NULL, NULL::uuid, f.fee
FROM fundings f
WHERE f.type <> 'FUNDING'
UNION ALL
SELECT w.id, w.client_id, 'withdraw', w.reference, NULL, w.created_at, w.holder_name,
  w.currency, w.amount, w.currency, w.amount,
  w.currency, w.amount,
  w.status, w.status, NULL::timestamptz, w.payout_method, NULL::uuid, 0::int8
FROM withdrawals w
UNION ALL
SELECT e.id, e.client_id, 'exchange', e.exchange_number, NULL, e.created_at, NULL,
  e.source_currency, e.source_amount, e.destination_currency, e.destination_amount,
  e.source_currency, e.source_amount,
  e.status, e.status, NULL::timestamptz, NULL, NULL::uuid, e.fee_amount + e.swift_fee_amount + e.supplier_payments_fee
FROM exchanges e
UNION ALL
SELECT i.id, i.client_id, 'virtual_account', 'VA-' || upper(left(replace(i.id::text, '-', ''), 10)), NULL, i.received_at, i.payer_name,
  i.currency, i.amount, i.currency, i.amount,
  i.currency, i.amount,
  CASE i.status WHEN 'RECEIVED' THEN 'PROCESSING' WHEN 'CREDITED' THEN 'COMPLETED' ELSE i.status END,
  i.status, NULL::timestamptz, NULL, i.virtual_account_id, 0::int8
FROM incoming_payments i;
