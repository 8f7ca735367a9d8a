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
import * as dailyLimitRepo from './payout-daily-limit.repository.ts';
import type { PayoutDeps } from './payout-deps.ts';
import { debitOf } from './payout-ledger.ts';
import { corridorOf } from './payout-preparation.ts';
import { fieldError, type PricedPayout, priceTyped, SAME_CURRENCY_RATE } from './payout-pricing.ts';

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

/** What pricing a batch's rows needs: the business, its source currency and the batch's held rates. */
export type RowPricing = {
  client: TActiveClient;
  sourceCurrency: string;
  supplierFeePercent: string | undefined;
  /** The batch's held rates by destination currency; a row in the source currency needs none. */
  rates: ReadonlyMap<string, BulkRate>;
};

/** What a batch's payouts share: where the money comes from and at what rates. */
export type BulkSetting = RowPricing & {
  batchId: string;
  /** BIZM_… (spec §9): each payout's external reference (the transaction list's batchId). */
  reference: string;
  account: OwnAccount;
  depositMethod: DepositMethod;
  cardId: string | null;
  achAccountId: string | null;
  /** Until when a payout of the batch keeps its rate (its hold's end, or longer while awaiting approval). */
  lockExpiryAt: Date | null;
};

/** A row to price before it has a contact (the review's totals): its corridor as validation found it. */
export type RowToPrice = Omit<BulkRow, 'beneficiaryId' | 'narrative'> & {
  payoutMethod: 'LOCAL' | 'SWIFT';
  beneficiaryAccountType: string | null;
};

/** A row priced at its held rate. */
export type RowPrice = {
  rowIndex: number;
  rate: BulkRate;
  priced: PricedPayout;
  /** What the account is debited: source amount with the supplier-payments fee. */
  debit: bigint;
  /** What the payout counts towards the MYR daily limit (Malaysian sole proprietors…), else null. */
  dailyLimitMyr: bigint | null;
};

export type PricedRow = RowPrice & {
  row: BulkRow;
  beneficiary: OwnBeneficiary;
  payoutMethod: 'LOCAL' | 'SWIFT';
  clientPreferences: InrClientPreferences | null;
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
  const pricing = await rowPricing(q, caller, s.sourceCurrency, s.rates);
  return { ...s, ...pricing, account: account!, cardId, achAccountId };
}

/** The business's pricing of a batch's rows (its supplier-payments fee) at `rates`. */
export async function rowPricing(
  q: Queryable,
  caller: Pick<Caller, 'clientId'>,
  sourceCurrency: string,
  rates: ReadonlyMap<string, BulkRate>,
): Promise<RowPricing> {
  const client = await loadActiveClient(q, caller.clientId);
  if (!client) throw new AppError('NOT_FOUND');
  const supplierFeePercent = supplierFeePercentOf({
    supplierPaymentsCustomer: client.supplier_payments_customer,
    topupPricing: client.topup_pricing,
  });
  return { client, sourceCurrency, supplierFeePercent, rates };
}

/**
 * Prices rows at the batch's held rates with a single payout's rules (purpose, recipient type, the amount rules and
 * fees through priceTyped); rows that fail come back with their field errors. Nothing is written.
 */
export async function priceRows(
  q: Queryable,
  deps: PayoutDeps,
  caller: Caller,
  pricing: RowPricing,
  rows: readonly RowToPrice[],
): Promise<{ priced: RowPrice[]; issues: RowIssue[] }> {
  const myrMid = await myrRateOf(deps, pricing);
  const priced: RowPrice[] = [];
  const issues: RowIssue[] = [];
  const source = pricing.sourceCurrency;
  for (const row of rows) {
    const rate =
      row.destinationCurrency === source
        ? { source_currency: source, destination_currency: source, ...SAME_CURRENCY_RATE }
        : pricing.rates.get(row.destinationCurrency);
    if (!rate) {
      const message = `No rate is held for ${source} to ${row.destinationCurrency}. Lock in the rates again.`;
      issues.push({ rowIndex: row.rowIndex, errors: [{ field: 'destination_currency', message }] });
      continue;
    }
    const errors: FieldError[] = [];
    const purpose = purposeIssue(row.destinationCurrency, row.purposeCode);
    if (purpose) errors.push({ field: 'purpose_code', message: purpose });
    const recipient = beneficiaryTypeIssue(row.destinationCurrency, row.beneficiaryAccountType);
    if (recipient) errors.push({ field: 'beneficiary_account_type', message: recipient });
    const { priced: p, issues: amountIssues } = await priceTyped(q, deps, caller, {
      sourceCurrency: source,
      destinationCurrency: row.destinationCurrency,
      payoutMethod: row.payoutMethod,
      rate,
      typed: {
        source_amount: row.sourceAmount,
        destination_amount: row.destinationAmount,
        swift_fee_payer: row.swiftFeePayer,
      },
      supplierFeePercent: pricing.supplierFeePercent,
      fieldPrefix: '',
    });
    errors.push(...amountIssues);
    if (errors.length > 0 || !p) {
      issues.push({ rowIndex: row.rowIndex, errors });
      continue;
    }
    const debit = debitOf({ source_amount: p.value.sourceAmount, supplier_payments_fee: p.value.supplierPaymentsFee });
    const dailyLimitMyr =
      myrMid === null ? null : source === 'MYR' ? debit : convert(debit, source, 'MYR', myrMid, 'up');
    priced.push({ rowIndex: row.rowIndex, rate, priced: p, debit, dailyLimitMyr });
  }
  return { priced, issues };
}

/**
 * Prices rows that have their contact (a batch being paid): the contact must be the caller's and active, paid in
 * its corridor (payout-preparation's corridorOf), then priceRows. Nothing is written.
 */
export async function priceBulkRows(
  q: Queryable,
  deps: PayoutDeps,
  caller: Caller,
  setting: BulkSetting,
  rows: readonly BulkRow[],
): Promise<{ priced: PricedRow[]; issues: RowIssue[] }> {
  const contacts = await findOwnBeneficiaries(q, caller, [...new Set(rows.map((r) => r.beneficiaryId))]);
  const issues: RowIssue[] = [];
  const ready: { row: BulkRow; beneficiary: OwnBeneficiary; payoutMethod: 'LOCAL' | 'SWIFT' }[] = [];
  for (const row of rows) {
    const beneficiary = contacts.get(row.beneficiaryId);
    if (!beneficiary) {
      issues.push({ rowIndex: row.rowIndex, errors: [{ field: 'beneficiary_id', message: 'Contact not found.' }] });
      continue;
    }
    try {
      ready.push({ row, beneficiary, payoutMethod: corridorOf(caller, beneficiary, row.destinationCurrency) });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      issues.push({
        rowIndex: row.rowIndex,
        errors: (err.errors ?? [{ field: 'destination_currency', message: err.message }]).map(unprefixed),
      });
    }
  }
  const byRow = new Map(ready.map((r) => [r.row.rowIndex, r]));
  const { priced, issues: priceIssues } = await priceRows(
    q,
    deps,
    caller,
    setting,
    ready.map((r) => ({ ...r.row, payoutMethod: r.payoutMethod, beneficiaryAccountType: r.beneficiary.accountType })),
  );
  return {
    priced: priced.map((p) => {
      const { row, beneficiary, payoutMethod } = byRow.get(p.rowIndex)!;
      return {
        ...p,
        row,
        beneficiary,
        payoutMethod,
        clientPreferences: inrClientPreferences({
          destinationCurrency: row.destinationCurrency,
          destinationAmount: p.priced.value.destinationAmount,
          bankName: beneficiary.fields.beneficiary_bank_name,
          purposeCode: row.purposeCode || null,
        }),
      };
    }),
    issues: [...issues, ...priceIssues].sort((a, b) => a.rowIndex - b.rowIndex),
  };
}

// The single payout's rules name fields of its request (transaction.…); a row's are the row's own.
const unprefixed = (e: FieldError): FieldError => ({ ...e, field: e.field.replace(/^transaction\./, '') });

/** The MYR mid rate a Malaysian business's debits count at towards its daily limit (null: no limit applies). */
async function myrRateOf(deps: PayoutDeps, pricing: RowPricing): Promise<string | null> {
  const c = pricing.client;
  if (!hasMyrDailyLimit({ legalEntity: c.client_legal_entity, institutionType: c.institution_type })) return null;
  if (pricing.sourceCurrency === 'MYR') return '1';
  const mid = (await ratesNow(deps)).rate(pricing.sourceCurrency, 'MYR');
  if (!mid) throw new AppError('FX_RATE_UNAVAILABLE');
  return mid;
}

const MYR_RELEASED = PAYOUT_STATUSES.filter((s) => !countsTowardsDailyLimit(s));

/**
 * The MYR daily limit for the batch's rows together, with what the business's day already counts (§6, §9); what they
 * count (0 when nothing), for the batch to hold until its payouts are written. The business's daily-limit lock is
 * kept until commit, so the batch's total is stored before another check reads the day.
 */
export async function checkBulkDailyLimit(
  q: Queryable,
  deps: PayoutDeps,
  caller: Caller,
  rows: readonly RowPrice[],
): Promise<bigint> {
  const counted = rows.reduce((sum, r) => sum + (r.dailyLimitMyr ?? 0n), 0n);
  if (counted === 0n) return 0n;
  if (deps.db.kind === 'postgres') await dailyLimitRepo.lockDailyLimit(q, caller.clientId);
  const today = await dailyLimitRepo.sumDailyLimitMyr(
    q,
    caller.clientId,
    myrLimitWindow(deps.clock.now()),
    MYR_RELEASED,
  );
  const check = checkMyrDailyLimit(today, counted);
  if (!check.ok) throw fieldError('amount', check.message);
  return counted;
}
