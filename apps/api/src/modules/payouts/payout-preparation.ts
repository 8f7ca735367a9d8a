import type { TActiveClient } from '@corridor/contracts/clients/active-client';
import type { TPayoutDocument, ZPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import { findCorridor, unsupportedCorridorMessage } from '@corridor/domain/corridors';
import type { FieldError } from '@corridor/domain/errors';
import { FLAGS } from '@corridor/domain/flags';
import { ACH_MESSAGES } from '@corridor/domain/fundings/ach';
import { isPartnerMethod } from '@corridor/domain/fundings/methods';
import { convert } from '@corridor/domain/money';
import {
  checkMyrDailyLimit,
  countsTowardsDailyLimit,
  hasMyrDailyLimit,
  myrLimitWindow,
} from '@corridor/domain/payouts/daily-limit';
import { supplierFeePercentOf } from '@corridor/domain/payouts/fees';
import {
  AVAILABLE_DEPOSIT_METHODS,
  DEPOSIT_METHOD_UNAVAILABLE_MESSAGE,
  type DepositMethod,
  depositMethodsFor,
  FUNDING_BY_DEPOSIT_METHOD,
  isFundedFromOutside,
  PAYOUT_FUNDING_MESSAGES,
  type PayoutFunding,
} from '@corridor/domain/payouts/funding';
import { type InrClientPreferences, inrClientPreferences } from '@corridor/domain/payouts/inr';
import { purposeIssue } from '@corridor/domain/payouts/purpose';
import { beneficiaryTypeIssue, payoutAccountsIssue } from '@corridor/domain/payouts/recipient-rules';
import { PAYOUT_STATUSES } from '@corridor/domain/payouts/statuses';
import type { VopPreference } from '@corridor/domain/settings/vop';
import type { z } from 'zod';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import type { OwnAccount } from '../accounts/accounts.service.ts';
import { findOwnLinkedAccount } from '../ach/ach.service.ts';
import { type OwnBeneficiary, ownBeneficiaryOf } from '../beneficiaries/beneficiaries.service.ts';
import { findOwnCard } from '../cards/cards.service.ts';
import { vopPreferenceOf } from '../clients/client-settings.service.ts';
import { activeClientOf, methodAccessOf } from '../clients/clients.service.ts';
import { ratesNow } from '../fx/fx-quotes.service.ts';
import * as dailyLimitRepo from './payout-daily-limit.repository.ts';
import type { PayoutDeps } from './payout-deps.ts';
import { checkPayoutDocuments } from './payout-documents.service.ts';
import { debitOf } from './payout-ledger.ts';
import * as partiesRepo from './payout-parties.repository.ts';
import {
  fieldError,
  type PricedPayout,
  payoutRate,
  priceTyped,
  type RateChoice,
  throwIssues,
} from './payout-pricing.ts';

export type PayoutInput = z.output<typeof ZPayoutRequest>;

/** A payout that passed every rule, priced, with what createPayout needs to write it. */
export type PreparedPayout = {
  client: TActiveClient;
  beneficiary: OwnBeneficiary;
  account: OwnAccount;
  depositMethod: DepositMethod;
  funding: PayoutFunding;
  /** creditCard: the caller's saved card it is charged to. */
  cardId: string | null;
  /** ach: the caller's linked bank account it is debited from. */
  achAccountId: string | null;
  payoutMethod: 'LOCAL' | 'SWIFT';
  rate: RateChoice;
  priced: PricedPayout;
  /** The whole debit: source amount with the supplier-payments fee. */
  debit: bigint;
  /** What the source account can spend now (read when validating; creating leaves it to the ledger). */
  available: bigint | null;
  /** The request's field the typed amount is in. */
  typedField: string;
  supplierFeePercent: string | undefined;
  purposeCode: string | null;
  clientPreferences: InrClientPreferences | null;
  dailyLimitMyr: bigint | null;
  /** The supporting documents named, checked (createPayout attaches them). */
  documents: TPayoutDocument[];
  /** Whether and how the business checks payees (flag and preference), for payout-vop.ts; null: no checks. */
  vopPreference: VopPreference | null;
};

/** The flags read with a payout's parties: verification of payee's. */
export const PARTIES_FLAGS = [FLAGS.vop];

const MYR_RELEASED = PAYOUT_STATUSES.filter((s) => !countsTowardsDailyLimit(s));
const T = 'transaction.';

/**
 * Every rule of a payout to one contact (spec §5, §8, §9), in the order a person can act on them: the contact
 * (404), its corridor ("We do not support …"), the account paying (§8 initiating-payment messages), the rate (held
 * or live), then the payload's fields together (purpose, PKR, amounts, limits) as one VALIDATION_ERROR, and last the
 * balance. validatePayout and createPayout run the same; `mode: 'create'` locks what it will use (the held rate, the
 * day's MYR total) until the creating transaction ends. `parties`: what `readPayoutParties` read for this request
 * already (createPayout reads them once, before its transaction, for the payee check too); read here without them.
 */
export async function preparePayout(
  q: Queryable,
  deps: PayoutDeps,
  caller: Caller,
  req: PayoutInput,
  mode: 'validate' | 'create',
  read?: partiesRepo.PayoutParties,
): Promise<PreparedPayout> {
  const t = req.transaction;
  const depositMethod = depositMethodOf(req);
  if (!AVAILABLE_DEPOSIT_METHODS.includes(depositMethod)) {
    throw fieldError('additional_info.deposit_method', DEPOSIT_METHOD_UNAVAILABLE_MESSAGE);
  }
  const isFromBalance = !isFundedFromOutside(depositMethod);
  const parties = read ?? (await readPayoutParties(q, caller, req, mode));
  const cardId = await cardOf(q, caller, depositMethod, req.additional_info?.card_id);
  const documents = await checkPayoutDocuments(q, caller, req.documents ?? [], mode === 'create');
  const client = activeClientOf(parties.client);
  const beneficiary = ownBeneficiaryOf(parties.contact);
  const payoutMethod = corridorOf(caller, beneficiary, t.destination_currency);
  const account = payingAccount(parties.account, t);
  // ACH and FPX follow adding money's rules (country, currency, flags), read on every call.
  const access = isPartnerMethod(depositMethod) ? await methodAccessOf(q, caller) : undefined;
  if (!depositMethodsFor(account.currency, access).includes(depositMethod)) {
    throw fieldError('additional_info.deposit_method', DEPOSIT_METHOD_UNAVAILABLE_MESSAGE);
  }
  const achAccountId = await achAccountOf(q, caller, depositMethod, req.additional_info?.ach_account_id);

  const isLocked = mode === 'create';
  const pair = { source: t.source_currency, destination: t.destination_currency };
  const rate = await payoutRate(q, deps, caller, pair, t.payout_options?.fx_hold_id, {
    lock: isLocked,
    holdField: `${T}payout_options.fx_hold_id`,
  });

  const issues: FieldError[] = [];
  const purpose = purposeIssue(t.destination_currency, t.purpose_code);
  if (purpose) issues.push({ field: `${T}purpose_code`, message: purpose });
  const recipient = beneficiaryTypeIssue(t.destination_currency, beneficiary.accountType);
  if (recipient) issues.push({ field: 'beneficiary_id', message: recipient });

  const supplierFeePercent = supplierFeePercentOf({
    supplierPaymentsCustomer: client.supplier_payments_customer,
    topupPricing: client.topup_pricing,
  });
  const { priced, issues: amountIssues } = await priceTyped(q, deps, caller, {
    sourceCurrency: t.source_currency,
    destinationCurrency: t.destination_currency,
    payoutMethod,
    rate: rate.rate,
    typed: t,
    supplierFeePercent,
    fieldPrefix: T,
  });
  issues.push(...amountIssues);
  throwIssues(issues);
  const value = priced!.value;
  const debit = debitOf({ source_amount: value.sourceAmount, supplier_payments_fee: value.supplierPaymentsFee });
  const typedField = `${T}${priced!.fixedSide === 'source' ? 'source_amount' : 'destination_amount'}`;

  const dailyLimitMyr = await checkDailyLimit(q, deps, caller, client, { currency: t.source_currency, debit }, mode);
  if (dailyLimitMyr?.issue) throwIssues([{ field: typedField, message: dailyLimitMyr.issue }]);

  // Creating, the ledger itself refuses an overdraft when the hold is booked (createPayout answers it on the amount);
  // auto book-FX reads the balance it tops up. Validating, the balance was read with the parties. A payout paid by
  // card or transfer brings its own money: the balance is not its business.
  const available = mode === 'validate' && isFromBalance ? (parties.available ?? 0n) : null;
  if (available !== null && available < debit && !client.is_auto_book_fx) throw insufficientFunds(typedField);
  const purposeCode = t.purpose_code || null;
  return {
    client,
    beneficiary,
    account,
    depositMethod,
    funding: FUNDING_BY_DEPOSIT_METHOD[depositMethod],
    cardId,
    achAccountId,
    payoutMethod,
    rate,
    priced: priced!,
    debit,
    available,
    typedField,
    supplierFeePercent,
    purposeCode,
    clientPreferences: inrClientPreferences({
      destinationCurrency: t.destination_currency,
      destinationAmount: value.destinationAmount,
      bankName: beneficiary.fields.beneficiary_bank_name,
      purposeCode,
    }),
    dailyLimitMyr: dailyLimitMyr?.counted ?? null,
    documents,
    vopPreference: vopPreferenceOf(parties.flags, parties.client.beneficiary_verification_preference, caller),
  };
}

const depositMethodOf = (req: PayoutInput): DepositMethod => req.additional_info?.deposit_method ?? 'account';

/**
 * One round trip for the client, the contact, the account and (validating a payout from the balance) what it can
 * spend, with the flags its rules read; `preparePayout` checks them in order. Nothing is locked (a contact's details
 * are copied onto the payout, an account closes only empty, the ledger refuses an overdraft when the hold is booked),
 * so reading them before the creating transaction sees what reading them inside it would.
 */
export async function readPayoutParties(
  q: Queryable,
  caller: Caller,
  req: PayoutInput,
  mode: 'validate' | 'create',
): Promise<partiesRepo.PayoutParties> {
  const t = req.transaction;
  const parties = await partiesRepo.findPayoutParties(q, caller.clientId, {
    contactId: isUuid(req.beneficiary_id) ? req.beneficiary_id : null,
    account: t.source_account
      ? { byId: isUuid(t.source_account) ? t.source_account : null }
      : { byCurrency: t.source_currency },
    withBalance: mode === 'validate' && !isFundedFromOutside(depositMethodOf(req)),
    flags: PARTIES_FLAGS,
  });
  // The caller's own business always exists while its session does.
  if (!parties) throw new AppError('NOT_FOUND');
  return parties;
}

/** The card a creditCard payout is charged to: the caller's own (another business's is the same 404 as none). */
async function cardOf(q: Queryable, caller: Caller, method: DepositMethod, cardId: string | undefined) {
  if (method !== 'creditCard') {
    if (cardId) throw fieldError('additional_info.card_id', 'A card is only for a payment paid by card.');
    return null;
  }
  if (!cardId) throw fieldError('additional_info.card_id', PAYOUT_FUNDING_MESSAGES.chooseCard);
  return (await findOwnCard(q, caller, cardId)).id;
}

/** The linked bank account an ach payout is debited from: the caller's own, LINKED (another's is a 404). */
async function achAccountOf(q: Queryable, caller: Caller, method: DepositMethod, achAccountId: string | undefined) {
  if (method !== 'ach') {
    if (achAccountId) throw fieldError('additional_info.ach_account_id', PAYOUT_FUNDING_MESSAGES.achAccountOnlyForAch);
    return null;
  }
  if (!achAccountId) throw fieldError('additional_info.ach_account_id', ACH_MESSAGES.chooseAccount);
  return (await findOwnLinkedAccount(q, caller, achAccountId)).id;
}

/** More than the account can spend, on the typed amount: a 400 the send screens keep on the form. */
export function insufficientFunds(field: string, inAccounts = false) {
  const message = `The amount is more than the available balance in ${inAccounts ? 'your accounts' : 'this account'}.`;
  return new AppError('INSUFFICIENT_FUNDS', { status: 400, message, errors: [{ field, message }] });
}

/**
 * The payout method of paying `beneficiary` in `currency`. The business's legal entity must have the corridor
 * (spec §5 "We do not support {currency} payments to {country}"); a contact is paid in its own currency — its bank
 * details were checked for that corridor — so another currency the entity does serve is refused on the field.
 */
export function corridorOf(caller: Caller, beneficiary: OwnBeneficiary, currency: string): 'LOCAL' | 'SWIFT' {
  const { destinationCountry: country, destinationCurrency: own, payoutMethod } = beneficiary.corridor;
  const isSameCorridor = currency === own;
  if (!findCorridor(caller.legalEntity, country, currency, isSameCorridor ? payoutMethod : undefined)) {
    const message = unsupportedCorridorMessage(currency, country);
    throw new AppError('CORRIDOR_NOT_SUPPORTED', { message, errors: [{ field: `${T}destination_currency`, message }] });
  }
  if (!isSameCorridor) {
    throw fieldError(
      `${T}destination_currency`,
      `This contact is paid in ${own}. Edit the contact to pay it in ${currency}.`,
    );
  }
  return payoutMethod;
}

/**
 * The account a balance-funded payout is debited from (spec §5 "a debit-funded payout needs active source and
 * destination accounts", §8 initiating-payment messages), as `findPayoutParties` found it: the account named, which
 * must be the caller's (404) and hold the source currency, else the caller's account in the source currency.
 *
 * Decision on the destination-currency account: a payout that converts is booked on Corridor's FX position straight
 * into the destination currency's settlement account, so it needs no account of the business in that currency —
 * requiring one would block ordinary cross-currency payouts (an SG business cannot even hold INR). A payout in its own
 * currency is paid out of the business's account in that currency, its destination-currency account: that is where
 * the spec's "You don't have this destination currency account" and "Destination currency account is not active"
 * apply.
 */
function payingAccount(found: OwnAccount | null, t: PayoutInput['transaction']): OwnAccount {
  if (t.source_account && !found) throw new AppError('NOT_FOUND', { message: 'Account not found.' });
  if (t.source_account && found && found.currency !== t.source_currency) {
    throw fieldError(`${T}source_account`, `This account holds ${found.currency}, not ${t.source_currency}.`);
  }
  const account = found ?? undefined;
  const state = account ? { isActive: account.is_active } : null;
  const isOwnCurrency = t.source_currency === t.destination_currency;
  const issue = isOwnCurrency
    ? payoutAccountsIssue({ isActive: true }, state)
    : payoutAccountsIssue(state, { isActive: true });
  if (issue === 'NOT_FOUND') {
    throw new AppError('NOT_FOUND', { message: `You don't have a ${t.source_currency} account.` });
  }
  if (issue) throw new AppError(issue);
  // No lock against closing is needed: an account closes only empty, and the hold then meets an empty balance.
  return account!;
}

/**
 * The MYR daily limit (spec §6, §9) for Malaysian sole proprietors, enterprises and LLPs: what this payout counts (its
 * debit, in MYR at the mid rate when it is paid from another currency) and whether it fits in what the MYT day has
 * left; null for everyone else. `create` first takes the business's daily-limit lock, so two payouts cannot both fit.
 */
async function checkDailyLimit(
  q: Queryable,
  deps: PayoutDeps,
  caller: Caller,
  client: TActiveClient,
  debit: { currency: string; debit: bigint },
  mode: 'validate' | 'create',
): Promise<{ counted: bigint; issue: string | null } | null> {
  if (!hasMyrDailyLimit({ legalEntity: client.client_legal_entity, institutionType: client.institution_type })) {
    return null;
  }
  let counted = debit.debit;
  if (debit.currency !== 'MYR') {
    const mid = (await ratesNow(deps)).rate(debit.currency, 'MYR');
    if (!mid) throw new AppError('FX_RATE_UNAVAILABLE');
    counted = convert(debit.debit, debit.currency, 'MYR', mid, 'up');
  }
  if (mode === 'create' && deps.db.kind === 'postgres') await dailyLimitRepo.lockDailyLimit(q, caller.clientId);
  const today = await dailyLimitRepo.sumDailyLimitMyr(
    q,
    caller.clientId,
    myrLimitWindow(deps.clock.now()),
    MYR_RELEASED,
  );
  const check = checkMyrDailyLimit(today, counted);
  return { counted, issue: check.ok ? null : check.message };
}
