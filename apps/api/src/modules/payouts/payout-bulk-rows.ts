import type { TActiveClient } from '@corridor/contracts/clients/active-client';
import type { FieldError } from '@corridor/domain/errors';
import { ACH_MESSAGES } from '@corridor/domain/fundings/ach';
import { isPartnerMethod } from '@corridor/domain/fundings/methods';
import { convert } from '@corridor/domain/money';
import {
  checkMyrDailyLimit,
  countsTowardsDailyLimit,
  hasMyrDailyLimit,
  myrLimitWindow,
} from '@corridor/domain/payouts/daily-limit';
import type { SwiftFeePayer } from '@corridor/domain/payouts/fee-schedule';
import { supplierFeePercentOf } from '@corridor/domain/payouts/fees';
import {
  AVAILABLE_DEPOSIT_METHODS,
  DEPOSIT_METHOD_UNAVAILABLE_MESSAGE,
  type DepositMethod,
  depositMethodsFor,
  PAYOUT_FUNDING_MESSAGES,
} from '@corridor/domain/payouts/funding';
import { type InrClientPreferences, inrClientPreferences } from '@corridor/domain/payouts/inr';
import { purposeIssue } from '@corridor/domain/payouts/purpose';
import { beneficiaryTypeIssue, payoutAccountsIssue } from '@corridor/domain/payouts/recipient-rules';
import { PAYOUT_STATUSES } from '@corridor/domain/payouts/statuses';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findOwnAccountByCurrency, type OwnAccount } from '../accounts/accounts.service.ts';
import { findOwnLinkedAccount } from '../ach/ach.service.ts';
import { findOwnBeneficiaries, type OwnBeneficiary } from '../beneficiaries/beneficiaries.service.ts';
import { findOwnCard } from '../cards/cards.service.ts';
import { loadActiveClient, methodAccessOf } from '../clients/clients.service.ts';
import { ratesNow } from '../fx/fx-quotes.service.ts';
import type { PayoutDeps } from './payout-deps.ts';
import { debitOf } from './payout-ledger.ts';
import { corridorOf } from './payout-preparation.ts';
import { fieldError, type PricedPayout, priceTyped, SAME_CURRENCY_RATE } from './payout-pricing.ts';
import * as repo from './payouts.repository.ts';

/**
 * Payouts of a bulk payment (issue 12), created many at a time: the rules of a single payout (payout-preparation's
 * corridor, the domain's purpose, recipient, amount and fee rules through priceTyped, the MYR daily limit, the
 * deposit methods) applied row by row at the batch's held rates, then a chunk of payouts written in a few statements —
 * one insert of payouts and their first events, one ledger batch of their holds, one insert of their submissions —
 * never a round trip per payout. Statuses, events, references (SME_{account}_{time}) and approvals are those of a
 * single payout: a maker's batch waits in Approvals payout by payout. Each payout names its batch and file row;
 * the unique (batch, row) makes a chunk retried after a crash write only what is missing.
 */
export type BulkRow = {
  /** The row of the file (0-based), unique in its batch. */
  rowIndex: number;
  beneficiaryId: string;
  destinationCurrency: string;
  /** Exactly one of the two: the amount typed, in its currency's major units. */
  sourceAmount?: string;
  destinationAmount?: string;
  purposeCode?: string | null;
  narrative?: string | null;
  swiftFeePayer?: SwiftFeePayer;
};

export type BulkRate = {
  source_currency: string;
  destination_currency: string;
  base_fx_rate: string;
  fx_rate: string;
  margin: string;
};

/** What a batch's payouts share: where the money comes from and at what rates. */
export type BulkSetting = {
  batchId: string;
  /** BIZM_… (spec §9): each payout's external reference. */
  reference: string;
  client: TActiveClient;
  account: OwnAccount;
  depositMethod: DepositMethod;
  cardId: string | null;
  achAccountId: string | null;
  supplierFeePercent: string | undefined;
  /** The batch's held rates by destination currency; a row in the source currency needs none. */
  rates: ReadonlyMap<string, BulkRate>;
  /** Until when a payout of the batch keeps its rate (its hold's end, or longer while awaiting approval). */
  lockExpiryAt: Date | null;
};

export type PricedRow = {
  row: BulkRow;
  beneficiary: OwnBeneficiary;
  payoutMethod: 'LOCAL' | 'SWIFT';
  rate: BulkRate;
  priced: PricedPayout;
  /** What the account is debited: source amount with the supplier-payments fee. */
  debit: bigint;
  clientPreferences: InrClientPreferences | null;
  /** What the payout counts towards the MYR daily limit (Malaysian sole proprietors…), else null. */
  dailyLimitMyr: bigint | null;
};

export type RowIssue = { rowIndex: number; errors: FieldError[] };

/**
 * The batch's shared setting, checked as a single payout checks it: the caller's active account in the source
 * currency (§8 messages), a deposit method offered for it (ACH and FPX by adding money's rules), the caller's own card
 * or linked ACH account (404 otherwise).
 */
export async function bulkSetting(
  q: Queryable,
  caller: Caller,
  s: {
    batchId: string;
    reference: string;
    sourceCurrency: string;
    depositMethod: DepositMethod;
    cardId?: string | null;
    achAccountId?: string | null;
    rates: ReadonlyMap<string, BulkRate>;
    lockExpiryAt: Date | null;
  },
): Promise<BulkSetting> {
  const account = await findOwnAccountByCurrency(q, caller, s.sourceCurrency);
  const issue = payoutAccountsIssue(account ? { isActive: account.is_active } : null, { isActive: true });
  if (issue === 'NOT_FOUND')
    throw new AppError('NOT_FOUND', { message: `You don't have a ${s.sourceCurrency} account.` });
  if (issue) throw new AppError(issue);
  const access = isPartnerMethod(s.depositMethod) ? await methodAccessOf(q, caller) : undefined;
  if (
    !AVAILABLE_DEPOSIT_METHODS.includes(s.depositMethod) ||
    !depositMethodsFor(account!.currency, access).includes(s.depositMethod)
  ) {
    throw fieldError('depositMethod', DEPOSIT_METHOD_UNAVAILABLE_MESSAGE);
  }
  let cardId: string | null = null;
  if (s.depositMethod === 'creditCard') {
    if (!s.cardId) throw fieldError('cardId', PAYOUT_FUNDING_MESSAGES.chooseCard);
    cardId = (await findOwnCard(q, caller, s.cardId)).id;
  }
  let achAccountId: string | null = null;
  if (s.depositMethod === 'ach') {
    if (!s.achAccountId) throw fieldError('achAccountId', ACH_MESSAGES.chooseAccount);
    achAccountId = (await findOwnLinkedAccount(q, caller, s.achAccountId)).id;
  }
  const client = (await loadActiveClient(q, caller.clientId))!;
  const supplierFeePercent = supplierFeePercentOf({
    supplierPaymentsCustomer: client.supplier_payments_customer,
    topupPricing: client.topup_pricing,
  });
  return { ...s, client, account: account!, cardId, achAccountId, supplierFeePercent };
}

/**
 * Prices every row at the batch's rates and checks it as a single payout is checked: the contact (the caller's,
 * active), its corridor, the purpose code, the recipient type, the amount rules and fees. Rows that fail come back
 * with their field errors, the others priced; nothing is written.
 */
export async function priceBulkRows(
  q: Queryable,
  deps: PayoutDeps,
  caller: Caller,
  setting: BulkSetting,
  rows: readonly BulkRow[],
): Promise<{ priced: PricedRow[]; issues: RowIssue[] }> {
  const contacts = await findOwnBeneficiaries(q, caller, [...new Set(rows.map((r) => r.beneficiaryId))]);
  const myrMid = await myrRateOf(deps, setting);
  const priced: PricedRow[] = [];
  const issues: RowIssue[] = [];
  const source = setting.account.currency;
  for (const row of rows) {
    const errors: FieldError[] = [];
    const beneficiary = contacts.get(row.beneficiaryId);
    if (!beneficiary) {
      issues.push({ rowIndex: row.rowIndex, errors: [{ field: 'beneficiary_id', message: 'Contact not found.' }] });
      continue;
    }
    let payoutMethod: 'LOCAL' | 'SWIFT';
    try {
      payoutMethod = corridorOf(caller, beneficiary, row.destinationCurrency);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      issues.push({
        rowIndex: row.rowIndex,
        errors: (err.errors ?? [{ field: 'destination_currency', message: err.message }]).map(unprefixed),
      });
      continue;
    }
    const rate =
      row.destinationCurrency === source
        ? { source_currency: source, destination_currency: source, ...SAME_CURRENCY_RATE }
        : setting.rates.get(row.destinationCurrency);
    if (!rate) {
      const message = `No rate is held for ${source} to ${row.destinationCurrency}. Lock in the rates again.`;
      issues.push({ rowIndex: row.rowIndex, errors: [{ field: 'destination_currency', message }] });
      continue;
    }
    const purpose = purposeIssue(row.destinationCurrency, row.purposeCode);
    if (purpose) errors.push({ field: 'purpose_code', message: purpose });
    const recipient = beneficiaryTypeIssue(row.destinationCurrency, beneficiary.accountType);
    if (recipient) errors.push({ field: 'beneficiary_id', message: recipient });
    const { priced: p, issues: amountIssues } = await priceTyped(q, deps, caller, {
      sourceCurrency: source,
      destinationCurrency: row.destinationCurrency,
      payoutMethod,
      rate,
      typed: {
        source_amount: row.sourceAmount,
        destination_amount: row.destinationAmount,
        swift_fee_payer: row.swiftFeePayer,
      },
      supplierFeePercent: setting.supplierFeePercent,
      fieldPrefix: '',
    });
    errors.push(...amountIssues);
    if (errors.length > 0 || !p) {
      issues.push({ rowIndex: row.rowIndex, errors });
      continue;
    }
    const debit = debitOf({ source_amount: p.value.sourceAmount, supplier_payments_fee: p.value.supplierPaymentsFee });
    priced.push({
      row,
      beneficiary,
      payoutMethod,
      rate,
      priced: p,
      debit,
      clientPreferences: inrClientPreferences({
        destinationCurrency: row.destinationCurrency,
        destinationAmount: p.value.destinationAmount,
        bankName: beneficiary.fields.beneficiary_bank_name,
        purposeCode: row.purposeCode || null,
      }),
      dailyLimitMyr: myrMid === null ? null : source === 'MYR' ? debit : convert(debit, source, 'MYR', myrMid, 'up'),
    });
  }
  return { priced, issues };
}

// The single payout's rules name fields of its request (transaction.…); a row's are the row's own.
const unprefixed = (e: FieldError): FieldError => ({ ...e, field: e.field.replace(/^transaction\./, '') });

/** The MYR mid rate a Malaysian business's debits count at towards its daily limit (null: no limit applies). */
async function myrRateOf(deps: PayoutDeps, setting: BulkSetting): Promise<string | null> {
  const c = setting.client;
  if (!hasMyrDailyLimit({ legalEntity: c.client_legal_entity, institutionType: c.institution_type })) return null;
  if (setting.account.currency === 'MYR') return '1';
  const mid = (await ratesNow(deps)).rate(setting.account.currency, 'MYR');
  if (!mid) throw new AppError('FX_RATE_UNAVAILABLE');
  return mid;
}

const MYR_RELEASED = PAYOUT_STATUSES.filter((s) => !countsTowardsDailyLimit(s));

/** The MYR daily limit for the batch's rows together, with what the business's day already counts (§6, §9). */
export async function checkBulkDailyLimit(q: Queryable, deps: PayoutDeps, caller: Caller, rows: readonly PricedRow[]) {
  const counted = rows.reduce((sum, r) => sum + (r.dailyLimitMyr ?? 0n), 0n);
  if (counted === 0n) return;
  if (deps.db.kind === 'postgres') await repo.lockDailyLimit(q, caller.clientId);
  const today = await repo.sumDailyLimitMyr(q, caller.clientId, myrLimitWindow(deps.clock.now()), MYR_RELEASED);
  const check = checkMyrDailyLimit(today, counted);
  if (!check.ok) throw fieldError('amount', check.message);
}
