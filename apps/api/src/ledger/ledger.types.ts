import type { EntryType } from '@corridor/domain/entry-types';

/**
 * System accounts exist once per currency; CLIENT accounts are a business's currency accounts, CARD_BALANCE accounts
 * its card balances (034_card_balances.sql): both are the business's money, never overdrawn. PAYOUT_CLEARING holds
 * payouts' money on its way out (014_payouts.sql): reserved into it at creation, posted into it when sent to the bank.
 */
export const SYSTEM_ACCOUNT_KINDS = [
  'SETTLEMENT',
  'FX_POSITION',
  'FEE_REVENUE',
  'CARD_CLEARING',
  'SUSPENSE',
  'PAYOUT_CLEARING',
] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];
export type LedgerAccountKind = 'CLIENT' | 'CARD_BALANCE' | SystemAccountKind;

/** One movement of `amount` minor units from the debit account to the credit account, in one currency. */
export type TransferInput = {
  /** Caller-supplied uuid: a retry with the same id and content returns the first result and moves nothing. */
  id: string;
  debitAccountId: string;
  creditAccountId: string;
  amount: bigint;
  currency: string;
  code: EntryType;
  reference?: string;
  /** Reserve the amount (two-phase) instead of moving it; later post or void it by this id. */
  isPending?: boolean;
  /**
   * Pending only: once this time passes, the ledger's expiry job voids the transfer and releases the money. The
   * module that booked it must then treat the reservation as gone (getPending says VOIDED).
   */
  expiresAt?: Date;
  /** The business record that caused it, e.g. { businessType: 'incoming_payment', businessId }. */
  businessType?: string;
  businessId?: string;
  /**
   * Only for importing history in chronological order (the demo seed): the time the entries carry.
   * Normal bookings leave it out and take the database clock once both accounts are locked.
   */
  effectiveAt?: Date;
};

/** Posts (all or part of) or voids a pending transfer. Accounts and currency come from the pending transfer. */
export type ResolveInput = {
  id: string;
  pendingId: string;
  /** Post only: defaults to the pending amount; anything less is released. */
  amount?: bigint;
  reference?: string;
  businessType?: string;
  businessId?: string;
};

export type TransferStatus = 'PENDING' | 'POSTED' | 'VOIDED';

export type BookedTransfer = { id: string; status: TransferStatus; amount: bigint; isReplay: boolean };

export type Balance = {
  accountId: string;
  currency: string;
  /** Posted balance: what the account holds. */
  ledger: bigint;
  /** Ledger minus what pending transfers have reserved: what can be spent now. */
  available: bigint;
  pendingDebits: bigint;
  pendingCredits: bigint;
};

/** A pending transfer and what became of it. */
export type PendingState = {
  id: string;
  amount: bigint;
  currency: string;
  state: 'PENDING' | 'POSTED' | 'VOIDED';
  resolvedBy: string | null;
};
