import { createHash, randomUUID } from 'node:crypto';
import type {
  TAchBalance,
  TAchEligibility,
  TAchRollingLimit,
  TInitiateLinkRequest,
  TLinkedBank,
  TLinkedBankList,
} from '@corridor/contracts/ach/ach';
import { toMoney } from '@corridor/contracts/money';
import { FLAGS } from '@corridor/domain/flags';
import {
  ACH_CURRENCY,
  ACH_MESSAGES,
  ACH_ROLLING_WINDOW_DAYS,
  ACH_ROUTING_TYPE,
  type AchAccountType,
  achLinkProblems,
  maskAccountNumber,
} from '@corridor/domain/fundings/ach';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid, stableUuid } from '../../ledger/ids.ts';
import { ledgerTx } from '../../ledger/ledger.service.ts';
import type { AchDebitState } from '../../partners/ach/ach.ts';
import { isFlagOn } from '../clients/clients.service.ts';
import * as repo from './ach.repository.ts';
import { rollingLimitIn } from './ach-rolling-limit.ts';

/** One check of a link request, due at the job's start time; keyed by the link and the check's number. */
export const LINK_CHECK_QUEUE = 'ach.link-check';
export type LinkCheckJob = { clientId: string; accountId: string; n: number };
const MAX_LINK_CHECKS = 20;

/** ACH is for US businesses while the ACH flag is on for them (read on every call: turning it off acts at once). */
export async function isAchOn(q: Queryable, caller: Pick<Caller, 'legalEntity'>): Promise<boolean> {
  return caller.legalEntity === 'US' && (await isFlagOn(q, FLAGS.ach, caller.legalEntity));
}

async function requireAch(q: Queryable, caller: Caller) {
  if (!(await isAchOn(q, caller))) throw new AppError('ACH_NOT_AVAILABLE');
}

function linkedBankView(r: repo.AchAccountRow): TLinkedBank {
  return {
    accountId: r.id,
    accountNumber: r.account_number_masked,
    routingValue: r.routing_value,
    routingType: r.routing_type,
    type: r.account_type,
    holderName: r.holder_name,
    status: r.status,
    referenceNumber: r.reference_number,
    requestId: r.request_id,
    failureReason: r.failure_reason,
    created_at: r.created_at.toISOString(),
  };
}

/** Spec §7 checkEligibility: the business's entity and flag, then the partner's own word. */
export async function achEligibility(deps: AppDeps, caller: Caller): Promise<TAchEligibility> {
  const isOn = await isAchOn(deps.db, caller);
  const partner = isOn
    ? await deps.partners.ach.checkEligibility({ clientId: caller.clientId, legalEntity: caller.legalEntity })
    : { eligible: false };
  return { eligible: partner.eligible, message: partner.eligible ? null : ACH_MESSAGES.notEligible };
}

export async function listAchAccounts(deps: AppDeps, caller: Caller): Promise<TLinkedBankList> {
  await requireAch(deps.db, caller);
  return { accounts: (await repo.listAccounts(deps.db, caller.clientId)).map(linkedBankView) };
}

/** The same account of the same business gives the same fingerprint; the number itself is not kept. */
const fingerprintOf = (clientId: string, routing: string, account: string) =>
  createHash('sha256').update(`${clientId}:${routing}:${account}`).digest('hex');

/**
 * Spec §7 initiateLinkAccount: the form's rules, one live link per account ("Duplicate"), then the partner's link
 * request; the link is PENDING and its first check is queued for when the partner's verdict is due.
 */
export async function initiateLink(deps: AppDeps, caller: Caller, req: TInitiateLinkRequest): Promise<TLinkedBank> {
  await requireAch(deps.db, caller);
  const input = {
    holderName: req.holderName.trim(),
    accountNumber: req.accountNumber.trim(),
    routingNumber: req.routingNumber.trim(),
    accountType: req.accountType,
  };
  const problems = Object.entries(achLinkProblems(input)).map(([field, message]) => ({ field, message }));
  if (problems.length > 0) {
    throw new AppError('VALIDATION_ERROR', { message: problems[0]!.message, errors: problems });
  }
  const fingerprint = fingerprintOf(caller.clientId, input.routingNumber, input.accountNumber);
  return ledgerTx(deps.db, async (tx) => {
    if (await repo.findLive(tx, caller.clientId, fingerprint)) throw new AppError('DUPLICATE_BANK_ACCOUNT');
    const now = deps.clock.now();
    const started = await deps.partners.ach.initiateLinkAccount({
      clientId: caller.clientId,
      holderName: input.holderName,
      accountNumber: input.accountNumber,
      routingNumber: input.routingNumber,
      accountType: input.accountType as AchAccountType,
      at: now,
    });
    const id = randomUUID();
    const checkAt = new Date(now.getTime() + deps.partners.ach.linkPollMs);
    await repo.insertAccount(tx, {
      id,
      client_id: caller.clientId,
      status: 'PENDING',
      holder_name: input.holderName,
      account_number_masked: maskAccountNumber(input.accountNumber),
      fingerprint,
      routing_value: input.routingNumber,
      routing_type: ACH_ROUTING_TYPE,
      account_type: input.accountType as AchAccountType,
      reference_number: started.referenceNumber,
      request_id: started.requestId,
      next_check_at: checkAt,
      created_by: caller.userId,
      created_at: now,
    });
    await queueLinkCheck(tx, deps, { clientId: caller.clientId, accountId: id, n: 0 }, checkAt);
    return linkedBankView((await repo.findAccount(tx, caller.clientId, id))!);
  });
}

async function queueLinkCheck(tx: Queryable, deps: Pick<AppDeps, 'jobs'>, job: LinkCheckJob, at: Date) {
  await deps.jobs.send(
    LINK_CHECK_QUEUE,
    job,
    { startAfter: at, id: stableUuid(LINK_CHECK_QUEUE, job.accountId, String(job.n)) },
    tx,
  );
}

/**
 * Asks the partner about a PENDING link and applies its verdict; `n`: only if the link is still at that check (a
 * job's), or any (someone asking now). Safe to run twice: a settled link is left alone.
 */
async function refreshLink(deps: AppDeps, clientId: string, id: string, n: number | null): Promise<void> {
  const before = await repo.findAccount(deps.db, clientId, id);
  if (before?.status !== 'PENDING') return;
  const now = deps.clock.now();
  // Asked before the transaction: no lock is held while the partner answers.
  const state = await deps.partners.ach.linkStatus({
    referenceNumber: before.reference_number,
    requestId: before.request_id,
    at: now,
  });
  await ledgerTx(deps.db, async (tx) => {
    const row = await repo.findAccount(tx, clientId, id, true);
    if (row?.status !== 'PENDING' || (n !== null && (row.check_count !== n || row.next_check_at === null))) return;
    if (state.status === 'LINKED') {
      return repo.settleLink(tx, clientId, id, {
        status: 'LINKED',
        partnerAccountId: state.accountId,
        reason: null,
        at: now,
      });
    }
    if (state.status === 'FAILED' || row.check_count >= MAX_LINK_CHECKS) {
      return repo.settleLink(tx, clientId, id, {
        status: 'FAILED',
        partnerAccountId: null,
        reason: ACH_MESSAGES.linkFailed,
        at: now,
      });
    }
    if (n === null) return;
    const at = new Date(now.getTime() + deps.partners.ach.linkPollMs * 2 ** Math.min(row.check_count, 6));
    await repo.scheduleLinkCheck(tx, clientId, id, at, now);
    await queueLinkCheck(tx, deps, { clientId, accountId: id, n: row.check_count + 1 }, at);
  });
}

export const checkLink = (deps: AppDeps, job: LinkCheckJob) => refreshLink(deps, job.clientId, job.accountId, job.n);

/** Makes every link check that is due but whose job died with its worker. Returns how many it looked at. */
export async function sweepLinkChecks(deps: AppDeps, limit = 200): Promise<number> {
  const due = await repo.findDueLinkChecks(deps.db, deps.clock.now(), limit);
  for (const d of due) await refreshLink(deps, d.client_id, d.id, d.check_count);
  return due.length;
}

/** Spec §7 link status by referenceNumber and requestId: asked of the partner while pending. */
export async function linkStatus(
  deps: AppDeps,
  caller: Caller,
  q: { referenceNumber: string; requestId: string },
): Promise<TLinkedBank> {
  await requireAch(deps.db, caller);
  const row = await repo.findByRequest(deps.db, caller.clientId, q.requestId, q.referenceNumber);
  if (!row) throw new AppError('NOT_FOUND', { message: 'Link request not found.' });
  await refreshLink(deps, caller.clientId, row.id, null);
  return linkedBankView((await repo.findAccount(deps.db, caller.clientId, row.id))!);
}

/** The caller's account by our id; another business's, or a removed one, is the same 404 as an unknown one. */
async function ownAccount(q: Queryable, caller: Caller, id: string, forUpdate = false) {
  const row = isUuid(id) ? await repo.findAccount(q, caller.clientId, id, forUpdate) : undefined;
  if (!row || row.status === 'DELINKED') throw new AppError('NOT_FOUND', { message: 'Bank account not found.' });
  return row;
}

async function ownLinked(q: Queryable, caller: Caller, id: string, forUpdate = false) {
  const row = await ownAccount(q, caller, id, forUpdate);
  if (row.status !== 'LINKED' || !row.partner_account_id) {
    throw new AppError('INVALID_TRANSITION', { message: ACH_MESSAGES.accountNotLinked });
  }
  return { ...row, partner_account_id: row.partner_account_id };
}

/** A payout's linked account: the caller's own and LINKED (another business's is the same 404 as none). */
export async function findOwnLinkedAccount(q: Queryable, caller: Caller, id: string): Promise<{ id: string }> {
  return { id: (await ownLinked(q, caller, id)).id };
}

export async function achBalance(deps: AppDeps, caller: Caller, accountId: string): Promise<TAchBalance> {
  await requireAch(deps.db, caller);
  const row = await ownLinked(deps.db, caller, accountId);
  const b = await deps.partners.ach.balance({ accountId: row.partner_account_id, at: deps.clock.now() });
  return { accountId: row.id, available: toMoney(b.availableMinor, b.currency) };
}

/** Spec §7 delink: the partner forgets the account; it is no longer offered (past debits still name it). */
export async function delink(deps: AppDeps, caller: Caller, accountId: string): Promise<TLinkedBankList> {
  await requireAch(deps.db, caller);
  await ledgerTx(deps.db, async (tx) => {
    const row = await ownAccount(tx, caller, accountId, true);
    if (row.partner_account_id) await deps.partners.ach.delink({ accountId: row.partner_account_id });
    await repo.markDelinked(tx, caller.clientId, row.id, deps.clock.now());
  });
  return { accounts: (await repo.listAccounts(deps.db, caller.clientId)).map(linkedBankView) };
}

export async function rollingLimit(deps: AppDeps, caller: Caller): Promise<TAchRollingLimit> {
  await requireAch(deps.db, caller);
  const r = await rollingLimitIn(deps.db, caller.clientId, deps.clock.now());
  return {
    limit: toMoney(r.limit, ACH_CURRENCY),
    total_amount: toMoney(r.total, ACH_CURRENCY),
    allowed_amount: toMoney(r.allowed, ACH_CURRENCY),
    windowDays: ACH_ROLLING_WINDOW_DAYS,
  };
}

export type AchDebitStart = {
  fundingId: string;
  achAccountId: string | undefined;
  amount: bigint;
  currency: string;
  /** Our FD reference, on the business's bank statement. */
  reference: string;
  idempotencyKey: string;
  at: Date;
};

/**
 * Pulls money by ACH for a funding, inside its transaction: the caller's own LINKED account, within the rolling
 * limit (the business's debits locked until commit, so two at once cannot both fit), then the partner's debit,
 * recorded against the funding. Answers when its settlement is worth asking about.
 */
export async function startAchDebit(tx: Queryable, deps: AppDeps, caller: Caller, d: AchDebitStart): Promise<Date> {
  await requireAch(tx, caller);
  if (d.currency !== ACH_CURRENCY) throw new AppError('ACH_NOT_AVAILABLE', { message: ACH_MESSAGES.notEligible });
  if (!d.achAccountId) {
    const message = ACH_MESSAGES.chooseAccount;
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'achAccountId', message }] });
  }
  const account = await ownLinked(tx, caller, d.achAccountId);
  await repo.lockDebits(tx, caller.clientId);
  // d.at was taken before this request waited for the business's lock: a debit made meanwhile is dated after it.
  const limit = await rollingLimitIn(tx, caller.clientId, d.at, { countLater: true });
  if (d.amount > limit.allowed) throw new AppError('ACH_LIMIT_EXCEEDED', { message: ACH_MESSAGES.overLimit(limit) });
  const { transferId } = await deps.partners.ach.debit({
    idempotencyKey: d.idempotencyKey,
    accountId: account.partner_account_id,
    amountMinor: d.amount,
    currency: d.currency,
    reference: d.reference,
    at: d.at,
  });
  await repo.insertDebit(tx, {
    funding_id: d.fundingId,
    client_id: caller.clientId,
    ach_account_id: account.id,
    amount: d.amount,
    currency: d.currency,
    transfer_id: transferId,
    created_at: d.at,
  });
  return new Date(d.at.getTime() + deps.partners.ach.debitPollMs);
}

/** Where a funding's debit stands at the partner (asked outside any transaction); undefined: no debit. */
export async function achDebitState(
  deps: AppDeps,
  clientId: string,
  fundingId: string,
  at: Date,
): Promise<AchDebitState | undefined> {
  const debit = await repo.findDebit(deps.db, clientId, fundingId);
  return debit && deps.partners.ach.debitStatus({ transferId: debit.transfer_id, at });
}

/** Records the debit's end inside the funding's transaction: a returned one no longer counts towards the limit. */
export async function recordAchDebitEnd(
  tx: Queryable,
  clientId: string,
  fundingId: string,
  state: AchDebitState,
  at: Date,
) {
  if (state.status === 'PENDING') return;
  await repo.settleDebit(tx, clientId, fundingId, {
    status: state.status,
    reason: state.status === 'RETURNED' ? `${state.returnCode} ${state.reason}` : null,
    at,
  });
}

export type FundingAchAccount = { accountId: string; accountNumber: string; routingValue: string };

/** The linked account each ACH funding debits, for the fundings' views. */
export async function achAccountsOfFundings(
  q: Queryable,
  clientId: string,
  fundingIds: string[],
): Promise<Map<string, FundingAchAccount>> {
  const debits = await repo.debitsOfFundings(q, clientId, fundingIds);
  const accounts = await repo.accountsByIds(q, clientId, [...new Set(debits.map((d) => d.ach_account_id))]);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const out = new Map<string, FundingAchAccount>();
  for (const d of debits) {
    const a = byId.get(d.ach_account_id);
    if (a)
      out.set(d.funding_id, { accountId: a.id, accountNumber: a.account_number_masked, routingValue: a.routing_value });
  }
  return out;
}

/**
 * A bank account linked at once, inside the caller's transaction (the demo seed: nobody waits on a job there). The
 * partner is asked as for any link, as if its verification were already due.
 */
export async function linkAccountInTx(
  tx: Queryable,
  partners: Pick<AppDeps['partners'], 'ach'>,
  owner: { clientId: string; userId: string },
  input: { holderName: string; accountNumber: string; routingNumber: string; accountType: AchAccountType },
  now: Date,
): Promise<string> {
  const started = await partners.ach.initiateLinkAccount({ clientId: owner.clientId, ...input, at: now });
  const state = await partners.ach.linkStatus({ ...started, at: new Date(now.getTime() + partners.ach.linkPollMs) });
  if (state.status !== 'LINKED') throw new Error(`The demo account did not link: ${state.status}`);
  const id = randomUUID();
  await repo.insertAccount(tx, {
    id,
    client_id: owner.clientId,
    status: 'PENDING',
    holder_name: input.holderName,
    account_number_masked: maskAccountNumber(input.accountNumber),
    fingerprint: fingerprintOf(owner.clientId, input.routingNumber, input.accountNumber),
    routing_value: input.routingNumber,
    routing_type: ACH_ROUTING_TYPE,
    account_type: input.accountType,
    reference_number: started.referenceNumber,
    request_id: started.requestId,
    next_check_at: null,
    created_by: owner.userId,
    created_at: now,
  });
  await repo.settleLink(tx, owner.clientId, id, {
    status: 'LINKED',
    partnerAccountId: state.accountId,
    reason: null,
    at: now,
  });
  return id;
}
