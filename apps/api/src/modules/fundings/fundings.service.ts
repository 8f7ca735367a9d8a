import type { TFunding } from '@corridor/contracts/fundings/funding';
import type {
  TCreateFundingRequest,
  TFundingFees,
  TFundingFeesQuery,
  TFundingList,
} from '@corridor/contracts/fundings/fundings';
import { toMoney } from '@corridor/contracts/money';
import { parseAmountWithin } from '@corridor/domain/amount-limits';
import { CARD_MCC, cardFundingCharge, type ProductCode, productCodeFor } from '@corridor/domain/fundings/cards';
import {
  ADD_MONEY_METHOD_LABELS,
  type AddMoneyMethod,
  addMoneyMethodsFor,
  isBankTransferMethod,
  isPartnerMethod,
} from '@corridor/domain/fundings/methods';
import {
  canCancelFunding,
  FUNDING_MESSAGES,
  fundingNumber,
  fundingTypeOf,
  initialFundingStatus,
  isFundingNumber,
} from '@corridor/domain/fundings/statuses';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid, stableUuid } from '../../ledger/ids.ts';
import { ledgerTx } from '../../ledger/ledger.service.ts';
import { type IdempotencyRequest, type IdempotentResult, runIdempotent } from '../../platform/idempotency.ts';
import { amountToCredit } from '../accounts/account-limits.service.ts';
import { findOwnAccount } from '../accounts/accounts.service.ts';
import { achAccountsOfFundings } from '../ach/ach.service.ts';
import { cardsByIds, findOwnCard, type OwnCard, retireIfOneTime } from '../cards/cards.service.ts';
import type { PayoutFundingRequest } from '../payouts/payout-funding.service.ts';
import { queueCheck } from './funding-checks.service.ts';
import { fundingView } from './funding-view.ts';
import * as repo from './fundings.repository.ts';
import { methodAccessOf, startPartnerFunding } from './partner-fundings.service.ts';

function invalid(field: string, message: string) {
  return new AppError('VALIDATION_ERROR', { message, errors: [{ field, message }] });
}

async function openAccountFor(q: Queryable, caller: Caller, accountId: string, method: AddMoneyMethod) {
  const account = await findOwnAccount(q, caller, accountId);
  if (!account.is_active) throw new AppError('ACCOUNT_CLOSED');
  if (!addMoneyMethodsFor(account.currency, await methodAccessOf(q, caller)).includes(method)) {
    throw invalid('method', `${ADD_MONEY_METHOD_LABELS[method]} is not available for ${account.currency}.`);
  }
  return account;
}

async function cardOf(
  q: Queryable,
  caller: Caller,
  cardId: string | undefined,
  opts: { forCharge?: boolean } = {},
): Promise<OwnCard> {
  if (!cardId) throw invalid('cardId', 'Please choose a card.');
  return findOwnCard(q, caller, cardId, opts);
}

type Price = { fee: bigint; feePercent: string | null; productCode: ProductCode | null };

/** The card fee from the processor's client pricing, under the product code of the business's country (§9). */
async function priceOf(deps: AppDeps, caller: Caller, amount: bigint, card: OwnCard | null): Promise<Price> {
  if (!card) return { fee: 0n, feePercent: null, productCode: null };
  const pricing = await deps.partners.cardProcessor.clientPricing({
    ippMappingId: card.ipp_mapping_id,
    clientId: caller.clientId,
    mccCode: CARD_MCC,
    productCode: productCodeFor(caller.legalEntity, card.bin),
  });
  const { fee } = cardFundingCharge(amount, pricing.activeFee);
  return { fee, feePercent: pricing.activeFee, productCode: pricing.productCode };
}

/** What adding the amount costs, shown before confirming (a card's fee needs the card). */
export async function fundingFees(deps: AppDeps, caller: Caller, q: TFundingFeesQuery): Promise<TFundingFees> {
  const account = await openAccountFor(deps.db, caller, q.accountId, q.method);
  const parsed = parseAmountWithin(q.amount, account.currency, deps.config.AMOUNT_CEILING_MAJOR);
  if (!parsed.ok) throw invalid('amount', parsed.message);
  const card = q.method === 'creditCard' ? await cardOf(deps.db, caller, q.cardId) : null;
  const price = await priceOf(deps, caller, parsed.minor, card);
  return {
    amount: toMoney(parsed.minor, account.currency),
    fee: toMoney(price.fee, account.currency),
    total: toMoney(parsed.minor + price.fee, account.currency),
    feePercent: price.feePercent,
    productCode: price.productCode,
  };
}

/**
 * Adds money (spec §2 /r/addmoney), in one transaction with the Idempotency-Key: by card, the total (amount and
 * fee) is charged and the funding is DEBITING_FUNDS until the processor says; by bank transfer, PayNow or PayID the
 * bank's instructions are kept and the funding is AWAITING_FUNDS until the bank sees the transfer. Either way the
 * first status check is queued, and nothing is credited now. The funding id derives from the key, and the key is
 * handed to the processor, so a retried transaction charges once.
 */
export async function createFunding(
  deps: AppDeps,
  caller: Caller,
  req: TCreateFundingRequest,
  idem: IdempotencyRequest,
): Promise<IdempotentResult<TFunding>> {
  return runIdempotent(deps.db, caller.clientId, idem, async (tx) => {
    const now = deps.clock.now();
    const account = await openAccountFor(tx, caller, req.accountId, req.method);
    const card = req.method === 'creditCard' ? await cardOf(tx, caller, req.cardId, { forCharge: true }) : null;
    const amount = await amountToCredit(tx, account, req.amount, deps.config.AMOUNT_CEILING_MAJOR);
    const id = stableUuid('funding', caller.clientId, idem.key);
    const reference = fundingNumber(await repo.nextFundingSequence(tx));
    const price = await priceOf(deps, caller, amount, card);
    const funding: repo.NewFunding = {
      id,
      reference,
      type: fundingTypeOf(req.method),
      method: req.method,
      status: initialFundingStatus(req.method),
      currency_account_id: account.id,
      currency: account.currency,
      amount,
      fee: price.fee,
      card_id: card?.id ?? null,
      product_code: price.productCode,
      request_id: null,
      partner_reference: null,
      redirect_url: null,
      instructions: null,
      next_check_at: null,
      expires_at: null,
      created_by: caller.userId,
      created_at: now,
    };
    if (isPartnerMethod(funding.method)) {
      await startPartnerFunding(tx, deps, caller, funding, req, idem.key);
      await repo.insertFunding(tx, caller.clientId, funding);
      await queueCheck(tx, deps, { clientId: caller.clientId, fundingId: id, n: 0 }, funding.next_check_at!);
    } else await start(tx, deps, caller, funding, card, stableUuid('funding-charge', caller.clientId, idem.key));
    return { status: 201, body: await viewOf(tx, caller, id) };
  });
}

/** Charges the card or asks for the transfer's instructions, then writes the funding and queues its first check. */
async function start(
  tx: Queryable,
  deps: AppDeps,
  caller: Caller,
  funding: repo.NewFunding,
  card: OwnCard | null,
  chargeKey: string,
) {
  if (card) {
    await charge(deps, caller, funding, card, chargeKey);
    await retireIfOneTime(tx, caller, card, funding.created_at);
  } else await instruct(deps, funding);
  await repo.insertFunding(tx, caller.clientId, funding);
  const job = { clientId: caller.clientId, fundingId: funding.id, n: 0 };
  await queueCheck(tx, deps, job, funding.next_check_at!);
}

/**
 * Opens the funding that pays for payouts (type FUNDING; modules/payouts payout-funding.service.ts hands in what it
 * needs), in the payouts' transaction: the card charged their debits with the card fee on top, the transfer's
 * instructions given, the ACH debit asked of the linked account, or the FPX funding awaiting its payment. When it completes, the check credits the account and has the payouts held in that same
 * transaction. The id is the payouts' (derived from their request), and so is the charge's key: charged once.
 */
export async function openPayoutFunding(tx: Queryable, deps: AppDeps, caller: Caller, req: PayoutFundingRequest) {
  if (req.method === 'account') throw new RangeError('A payout paid from the balance has no funding');
  const method: AddMoneyMethod = req.method;
  const account = await openAccountFor(tx, caller, req.accountId, method);
  const card = method === 'creditCard' ? await cardOf(tx, caller, req.cardId ?? undefined, { forCharge: true }) : null;
  const price = await priceOf(deps, caller, req.amount, card);
  const funding: repo.NewFunding = {
    id: req.fundingId,
    reference: fundingNumber(await repo.nextFundingSequence(tx)),
    type: fundingTypeOf(method, true),
    method,
    status: initialFundingStatus(method),
    currency_account_id: account.id,
    currency: account.currency,
    amount: req.amount,
    fee: price.fee,
    card_id: card?.id ?? null,
    product_code: price.productCode,
    request_id: null,
    partner_reference: null,
    redirect_url: null,
    instructions: null,
    next_check_at: null,
    expires_at: req.expiresAt,
    created_by: caller.userId,
    created_at: deps.clock.now(),
  };
  if (isPartnerMethod(method)) {
    // The ACH debit asked now (its rolling limit checked under the lock), or the FPX payment started by the browser.
    const key = `payout-funding:${req.fundingId}`;
    await startPartnerFunding(tx, deps, caller, funding, { achAccountId: req.achAccountId ?? undefined }, key);
    await repo.insertFunding(tx, caller.clientId, funding);
    await queueCheck(tx, deps, { clientId: caller.clientId, fundingId: funding.id, n: 0 }, funding.next_check_at!);
    return;
  }
  await start(tx, deps, caller, funding, card, stableUuid('payout-funding-charge', req.fundingId));
}

async function charge(deps: AppDeps, caller: Caller, f: repo.NewFunding, card: OwnCard, idempotencyKey: string) {
  const processor = deps.partners.cardProcessor;
  const result = await processor.chargeSavedCard({
    idempotencyKey,
    ippMappingId: card.ipp_mapping_id,
    customerId: card.customer_id,
    clientId: caller.clientId,
    amountMinor: f.amount + f.fee,
    currency: f.currency,
    narrative: f.reference,
    redirectionUrl: `${deps.config.PUBLIC_URL}/r/funding/${f.id}`,
    mccCode: CARD_MCC,
    productCode: f.product_code as ProductCode,
    at: f.created_at,
  });
  f.request_id = result.requestId;
  f.partner_reference = result.partnerReferenceNumber;
  f.redirect_url = result.redirectUrl;
  f.next_check_at = new Date(f.created_at.getTime() + processor.statusPollMs);
}

async function instruct(deps: AppDeps, f: repo.NewFunding) {
  if (!isBankTransferMethod(f.method)) throw new RangeError(`Not a transfer: ${f.method}`);
  f.instructions = await deps.partners.bankProxy.instructions({
    method: f.method,
    currency: f.currency,
    amountMinor: f.amount,
    reference: f.reference,
  });
  f.next_check_at = new Date(f.created_at.getTime() + deps.partners.bankProxy.checkAfterMs);
}

/** One of the caller's fundings as the API shows it, or undefined (e.g. for a batch's page: the batches module). */
export async function findFundingView(q: Queryable, caller: Caller, id: string): Promise<TFunding | undefined> {
  const row = await repo.findFunding(q, caller.clientId, id);
  return row ? (await viewsOf(q, caller, [row]))[0] : undefined;
}

async function viewOf(q: Queryable, caller: Caller, id: string): Promise<TFunding> {
  const row = (await repo.findFunding(q, caller.clientId, id))!;
  return (await viewsOf(q, caller, [row]))[0]!;
}

async function viewsOf(q: Queryable, caller: Caller, rows: repo.FundingRow[]): Promise<TFunding[]> {
  const ids = rows.map((r) => r.id);
  const events = await repo.listEvents(q, caller.clientId, ids);
  const cards = await cardsByIds(
    q,
    caller,
    rows.flatMap((r) => (r.card_id ? [r.card_id] : [])),
  );
  const achIds = rows.flatMap((r) => (r.method === 'ach' ? [r.id] : []));
  const achAccounts = await achAccountsOfFundings(q, caller.clientId, achIds);
  return rows.map((r) =>
    fundingView(
      r,
      events.filter((e) => e.funding_id === r.id),
      r.card_id ? cards.get(r.card_id) : undefined,
      achAccounts.get(r.id),
    ),
  );
}

/** One of the caller's fundings by id or FD reference; another business's is the same 404 as an unknown one. */
export async function getFunding(deps: AppDeps, caller: Caller, idOrReference: string): Promise<TFunding> {
  const row = isUuid(idOrReference)
    ? await repo.findFunding(deps.db, caller.clientId, idOrReference)
    : isFundingNumber(idOrReference)
      ? await repo.findByReference(deps.db, caller.clientId, idOrReference)
      : undefined;
  if (!row) throw new AppError('NOT_FOUND', { message: 'Funding not found.' });
  return viewOf(deps.db, caller, row.id);
}

export async function listFundings(deps: AppDeps, caller: Caller, q: { limit: number }): Promise<TFundingList> {
  return { rows: await viewsOf(deps.db, caller, await repo.listFundings(deps.db, caller.clientId, q.limit)) };
}

/**
 * Stops waiting for a transfer that has not arrived: the funding is CANCELLED and its checks stop (nothing was
 * credited, so nothing moves). Locked first, so a check crediting it at the same moment goes first or finds it
 * cancelled. Another business's funding is the same 404 as an unknown one.
 */
export async function cancelFunding(deps: AppDeps, caller: Caller, id: string): Promise<TFunding> {
  return ledgerTx(deps.db, async (tx) => {
    const row = isUuid(id) ? await repo.findFunding(tx, caller.clientId, id, true) : undefined;
    if (!row) throw new AppError('NOT_FOUND', { message: 'Funding not found.' });
    if (row.type === 'FUNDING') throw new AppError('INVALID_TRANSITION', { message: FUNDING_MESSAGES.paysPayouts });
    if (!canCancelFunding(row.method, row.status)) {
      throw new AppError('INVALID_TRANSITION', { message: FUNDING_MESSAGES.cannotCancel });
    }
    await repo.markFinal(tx, caller.clientId, id, {
      status: 'CANCELLED',
      at: deps.clock.now(),
      reason: FUNDING_MESSAGES.cancelled,
      creditTransferId: null,
    });
    return viewOf(tx, caller, id);
  });
}
