import { balanceCeilingMinor, LIMIT_MESSAGES, parseAmountWithin } from '@corridor/domain/amount-limits';
import { AWAITED_FUNDING_STATUSES } from '@corridor/domain/fundings/statuses';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { systemAccountId } from '../../ledger/ids.ts';
import { getBalances } from '../../ledger/ledger.service.ts';
import { fundingsOnTheirWay } from './accounts.repository.ts';

/**
 * The minor units of an amount arriving into a business account, once it passed both ceilings: the amount's own
 * (AMOUNT_CEILING_MAJOR in the currency) and the account's (what it holds plus credits on their way — pending
 * transfers, and fundings not yet arrived, which are credited when they arrive whatever the balance then — may not
 * pass BALANCE_CEILING_FACTOR such amounts). The settlement account carries the other side of every business balance,
 * so this is what keeps one business from driving it towards the int8 limit for everyone else.
 * Locks the account and its currency's settlement account (lowest id first, as the ledger trigger does) until
 * commit, so concurrent receipts are counted one after another.
 */
export async function amountToCredit(
  tx: Queryable,
  account: { id: string; currency: string },
  text: string,
  ceilingMajor: bigint,
): Promise<bigint> {
  const parsed = parseAmountWithin(text, account.currency, ceilingMajor);
  if (!parsed.ok) throw amountError('VALIDATION_ERROR', parsed.message);
  const balances = await getBalances(tx, [account.id, systemAccountId('SETTLEMENT', account.currency)], {
    lock: true,
  });
  const held = balances.get(account.id);
  const awaited = await fundingsOnTheirWay(tx, account.id, AWAITED_FUNDING_STATUSES);
  const ceiling = balanceCeilingMinor(account.currency, ceilingMajor);
  if ((held?.ledger ?? 0n) + (held?.pendingCredits ?? 0n) + awaited + parsed.minor > ceiling) {
    throw amountError('ACCOUNT_LIMIT_REACHED', LIMIT_MESSAGES.balanceAboveCeiling(account.currency, ceiling));
  }
  return parsed.minor;
}

function amountError(code: 'VALIDATION_ERROR' | 'ACCOUNT_LIMIT_REACHED', message: string) {
  return new AppError(code, { message, errors: [{ field: 'amount', message }] });
}
