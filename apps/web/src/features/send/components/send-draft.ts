import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TBeneficiary } from '@corridor/contracts/beneficiaries/beneficiary';
import {
  type TPayoutDocument,
  type TPayoutPricingRequest,
  type TPayoutRequest,
  ZPayoutPricingRequest,
  ZPayoutRequest,
} from '@corridor/contracts/payouts/payout-common';
import { isCurrencyCode } from '@corridor/domain/currencies';
import { parseAmount } from '@corridor/domain/money';
import type { SwiftFeePayer } from '@corridor/domain/payouts/fee-schedule';
import type { DepositMethod } from '@corridor/domain/payouts/funding';
import { STATEMENT_NARRATIVE_MAX_LENGTH } from '@corridor/domain/payouts/narrative';
import { feePayerOf } from '@corridor/domain/payouts/pricing';
import { purposeIssue } from '@corridor/domain/payouts/purpose';

/** The contact a payout goes to, as the send screens read it. */
export type SendRecipient = Pick<
  TBeneficiary,
  | '_id'
  | 'beneficiary_name'
  | 'beneficiary_email'
  | 'destination_currency'
  | 'destination_country'
  | 'payout_method'
  | 'beneficiary_bank_name'
  | 'beneficiary_account_number'
>;

/**
 * One payout as the person builds it: to whom, from which account, the amount on the side they typed it (that side is
 * fixed: "You send" means the fees come out of it, fee payer BEN; "Recipient gets" means they come on top, OUR), who
 * bears the banks' SWIFT charges, the purpose, the reference on the recipient's statement and how it is paid.
 */
export type SendDraft = {
  recipient: SendRecipient | null;
  sourceAccountId: string;
  fixedSide: 'source' | 'destination';
  /** As typed, in the fixed side's currency: sent as it is, parsed once by the server. */
  amount: string;
  swiftFeePayer: SwiftFeePayer;
  purposeCode: string;
  narrative: string;
  depositMethod: DepositMethod;
  /** Supporting documents already uploaded (an invoice, a contract), named in the payout request. */
  documents: TPayoutDocument[];
};

type Accounts = readonly Pick<TCurrencyAccount, '_id' | 'currency'>[];

/** Spec §3 statement_narrative: the contract's limit and words. */
export const NARRATIVE_MAX_LENGTH = STATEMENT_NARRATIVE_MAX_LENGTH;
export const NARRATIVE_TOO_LONG = 'Please keep the reference under 140 characters';
export const CHOOSE_ACCOUNT = 'Please choose an account to pay from';

export function emptyDraft(
  accounts: readonly Pick<TCurrencyAccount, '_id' | 'is_default_account'>[],
  fixedSide: SendDraft['fixedSide'] = 'source',
): SendDraft {
  const source = accounts.find((a) => a.is_default_account) ?? accounts[0];
  return {
    recipient: null,
    sourceAccountId: source?._id ?? '',
    fixedSide,
    amount: '',
    swiftFeePayer: 'SHA',
    purposeCode: '',
    narrative: '',
    depositMethod: 'account',
    documents: [],
  };
}

export function sourceCurrencyOf(draft: Pick<SendDraft, 'sourceAccountId'>, accounts: Accounts) {
  return accounts.find((a) => a._id === draft.sourceAccountId)?.currency;
}

/** Whether a debit of `minor` is more than `account` can spend now (its available balance). */
export function exceedsAvailable(minor: bigint, account: Pick<TCurrencyAccount, 'available_balance'>): boolean {
  return minor > BigInt(account.available_balance.amountMinor);
}

/** The currency the typed amount is in: the account's for "You send", the contact's for "Recipient gets". */
export function typedCurrencyOf(draft: SendDraft, accounts: Accounts): string | undefined {
  return draft.fixedSide === 'source' ? sourceCurrencyOf(draft, accounts) : draft.recipient?.destination_currency;
}

export type AmountIssues = { sourceAccount?: string; amount?: string; purpose?: string; narrative?: string };

/**
 * What is wrong with the "Set amount" step before anything is sent: no account, an amount the domain parser refuses
 * in the typed side's currency, a purpose the currency needs (INR, spec §5) or one not listed, a reference too long.
 * Missing values count only once the person tried to continue (`isSubmitted`).
 */
export function amountIssues(draft: SendDraft, accounts: Accounts, isSubmitted: boolean): AmountIssues {
  const issues: AmountIssues = {};
  if (!sourceCurrencyOf(draft, accounts)) {
    if (isSubmitted) issues.sourceAccount = CHOOSE_ACCOUNT;
  }
  const currency = typedCurrencyOf(draft, accounts);
  if (currency && (draft.amount.trim() !== '' || isSubmitted)) {
    const parsed = parseAmount(draft.amount, currency);
    if (!parsed.ok) issues.amount = parsed.message;
  }
  const destination = draft.recipient?.destination_currency;
  if (destination && (draft.purposeCode !== '' || isSubmitted)) {
    const issue = purposeIssue(destination, draft.purposeCode);
    if (issue) issues.purpose = issue;
  }
  if (draft.narrative.trim().length > NARRATIVE_MAX_LENGTH) issues.narrative = NARRATIVE_TOO_LONG;
  return issues;
}

export function hasIssues(issues: object): boolean {
  return Object.values(issues).some(Boolean);
}

/** The typed amount on its side, with the fee payer that goes with it (spec §3). */
function amountFields(draft: SendDraft) {
  const amount = draft.amount.trim();
  return draft.fixedSide === 'source'
    ? { source_amount: amount, fee_payer: feePayerOf('source') }
    : { destination_amount: amount, fee_payer: feePayerOf('destination') };
}

/** Only a SWIFT payout says who bears the banks' charges. */
const swiftField = (draft: SendDraft) =>
  draft.recipient?.payout_method === 'SWIFT' ? { swift_fee_payer: draft.swiftFeePayer } : {};

/** The live calculation's request (transactionFees) for a draft whose amount parses; else null. */
export function toPricingRequest(draft: SendDraft, accounts: Accounts): TPayoutPricingRequest | null {
  const source = sourceCurrencyOf(draft, accounts);
  const { recipient } = draft;
  const currency = typedCurrencyOf(draft, accounts);
  if (!recipient || !source || !currency || !parseAmount(draft.amount, currency).ok) return null;
  const parsed = ZPayoutPricingRequest.safeParse({
    beneficiary_id: recipient._id,
    source_account: draft.sourceAccountId,
    source_currency: source,
    destination_currency: recipient.destination_currency,
    ...amountFields(draft),
    ...swiftField(draft),
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The validatePayout / createPayout payload (spec §3) for a complete draft: the same typed amount on the same side
 * as the calculation, at the held rate when there is one, paid by the chosen method; null when something is missing.
 */
export function toPayoutRequest(
  draft: SendDraft,
  accounts: Accounts,
  options: { holdId?: string | null; externalReference?: string } = {},
): TPayoutRequest | null {
  const pricing = toPricingRequest(draft, accounts);
  if (!pricing || !draft.recipient || hasIssues(amountIssues(draft, accounts, true))) return null;
  const narrative = draft.narrative.trim();
  const request = {
    beneficiary_id: draft.recipient._id,
    transaction: {
      source_account: draft.sourceAccountId,
      source_currency: pricing.source_currency,
      destination_currency: draft.recipient.destination_currency,
      ...amountFields(draft),
      ...swiftField(draft),
      ...(draft.purposeCode ? { purpose_code: draft.purposeCode } : {}),
      ...(narrative ? { statement_narrative: narrative } : {}),
      ...(options.holdId ? { payout_options: { fx_hold_id: options.holdId } } : {}),
    },
    additional_info: {
      deposit_method: draft.depositMethod,
      ...(options.externalReference ? { external_reference_id: options.externalReference } : {}),
    },
    ...(draft.documents.length > 0 ? { documents: draft.documents.map((d) => d.document_id) } : {}),
  };
  const parsed = ZPayoutRequest.safeParse(request);
  return parsed.success ? parsed.data : null;
}

/** Whether the payout changes currency, so it needs a live quote and a held rate. */
export function isCrossCurrency(draft: SendDraft, accounts: Accounts): boolean {
  const source = sourceCurrencyOf(draft, accounts);
  const destination = draft.recipient?.destination_currency;
  return Boolean(source && destination && isCurrencyCode(destination) && source !== destination);
}
