-- Card withdrawals in the transactions list (issue 10 follow-up): money moved from a card balance back to the
-- business's currency account (card_withdrawals, 034) is a movement of that account like any other, so
-- /r/transactions lists it and /r/transactions/FW… opens it. It is a `withdraw` (spec §4 "Withdrawal ids begin FW":
-- its FW number comes from the withdrawals' sequence), COMPLETED from the start, with no fee.
--   beneficiary_name: where the money came from ("From your SGD card balance"), the words the list shows and searches;
--   payout_method: NULL — no payout rail carries it. A bank withdrawal or sweep always has LOCAL or SWIFT (015,
--     NOT NULL), so a `withdraw` row without one is a card withdrawal: the API tells the two apart by it.
-- Top-ups (currency account → card balance, card_top_ups) are not listed: no §4 kind or filter names them, and they
-- have no reference or detail page of their own (the account statement shows them).
-- Every other branch is exactly as in 026.
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
FROM incoming_payments i
UNION ALL
SELECT c.id, c.client_id, 'withdraw', c.reference, NULL, c.created_at, 'From your ' || c.currency || ' card balance',
  c.currency, c.amount, c.currency, c.amount,
  c.currency, c.amount,
  c.status, c.status, NULL::timestamptz, NULL, NULL::uuid, 0::int8
FROM card_withdrawals c;
