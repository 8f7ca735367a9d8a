/**
 * What a ledger movement was for: the `code` of every transfer, the "type" filter of the account statement and
 * the label in recent activity.
 */
export const ENTRY_TYPES = [
  'INCOMING_PAYMENT',
  'PAYOUT',
  'FEE',
  'FX_CONVERSION',
  'WITHDRAWAL',
  'FUNDING',
  'CARD',
  'RETURN',
  'ADJUSTMENT',
] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

export const ENTRY_TYPE_LABELS: Readonly<Record<EntryType, string>> = {
  INCOMING_PAYMENT: 'Money received',
  PAYOUT: 'Money sent',
  FEE: 'Fee',
  FX_CONVERSION: 'Exchange',
  WITHDRAWAL: 'Withdrawal',
  FUNDING: 'Money added',
  CARD: 'Card',
  RETURN: 'Returned',
  ADJUSTMENT: 'Adjustment',
};

/** Which side of an account an entry is on: a CREDIT adds to a business's balance, a DEBIT takes from it. */
export const LEDGER_TYPES = ['CREDIT', 'DEBIT'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];
