import { formatMoney } from '@corridor/domain/money';
import { formatRate } from '@corridor/domain/rates';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import { ledgerTx } from '../../ledger/ledger.service.ts';
import { findOwnAccount } from '../accounts/accounts.service.ts';
import { bookExchangesInTx } from '../fx/exchanges.service.ts';
import { recordSpotHold } from '../fx/fx-holds.service.ts';
import * as repo from './fx-hedging.repository.ts';
import { contractFailedMail, contractSettledMail } from './hedging.mails.ts';

/** What makes a settlement fail for good (recorded on the contract), rather than an error the job retries. */
const SETTLEMENT_REFUSALS = new Set(['INSUFFICIENT_FUNDS', 'ACCOUNT_CLOSED']);

/**
 * Settles every booked contract whose maturity has come (settle_due_at, the start of its maturity date in the
 * business's day), each in its own transaction. One that fails for another reason (the database, say) does not
 * hold up the others: the first such error is thrown once all were tried, so the job is retried.
 */
export async function settleDueContracts(deps: AppDeps, limit = 200): Promise<number> {
  const due = await repo.findDueContracts(deps.db, deps.clock.now(), limit);
  let settled = 0;
  let firstError: unknown;
  for (const c of due) {
    try {
      if (await settleContract(deps, c.client_id, c.id)) settled += 1;
    } catch (err) {
      firstError ??= err;
    }
  }
  if (firstError) throw firstError;
  return settled;
}

/**
 * Settles one contract: in ONE transaction, with the contract row locked and still BOOKED, the locked rate is
 * recorded as a used hold and the exchange is booked through the FX module (bookExchangesInTx, the one writer of
 * exchange ledger legs), then the contract is marked SETTLED with its exchange. A second run, or a concurrent one,
 * finds it no longer BOOKED and does nothing; a crash part-way leaves nothing written. If the accounts cannot pay
 * (insufficient balance, a closed account) the contract is marked SETTLEMENT_FAILED with the reason instead.
 * Answers whether this call closed it; the user who booked it is mailed after commit.
 */
export async function settleContract(deps: AppDeps, clientId: string, id: string): Promise<boolean> {
  const now = deps.clock.now();
  let mail: ReturnType<typeof contractSettledMail> | null = null;
  try {
    mail = await ledgerTx(deps.db, async (tx) => {
      const c = await repo.findContract(tx, clientId, id, true);
      if (c?.status !== 'BOOKED' || c.settle_due_at.getTime() > now.getTime()) return null;
      const caller = { clientId, userId: c.created_by };
      const source = await findOwnAccount(tx, caller, c.source_account_id);
      const destination = await findOwnAccount(tx, caller, c.destination_account_id);
      if (!source.is_active || !destination.is_active) throw new AppError('ACCOUNT_CLOSED');
      const hold = await recordSpotHold(
        tx,
        caller,
        {
          source_currency: c.source_currency,
          destination_currency: c.destination_currency,
          base_fx_rate: c.base_fx_rate,
          fx_rate: c.fx_rate,
          margin: c.margin,
        },
        now,
        { quotedAt: c.created_at },
      );
      const [exchange] = await bookExchangesInTx(tx, caller, now, [
        {
          hold,
          source,
          destination,
          fixedSide: c.fixed_side,
          // Both amounts were fixed at booking, at the locked rate: settlement moves exactly those.
          value: {
            sourceAmount: c.source_amount,
            convertedAmount: c.source_amount,
            destinationAmount: c.destination_amount,
            feeAmount: 0n,
            swiftFeeAmount: 0n,
            supplierPaymentsFee: 0n,
            totalFeeAmount: 0n,
            sourceAmountWithSupplierFee: c.source_amount,
          },
          reference: `Forward contract ${c.contract_number}: ${c.source_currency} to ${c.destination_currency} at ${formatRate(c.fx_rate)}`,
        },
      ]);
      await repo.closeContract(tx, clientId, id, { status: 'SETTLED', at: now, exchangeId: exchange!._id });
      return contractSettledMail(c.created_by_email, facts(c), deps.config.PUBLIC_URL);
    });
  } catch (err) {
    if (!(err instanceof AppError && SETTLEMENT_REFUSALS.has(err.code))) throw err;
    mail = await deps.db.tx(async (tx) => {
      const c = await repo.findContract(tx, clientId, id, true);
      if (c?.status !== 'BOOKED') return null;
      const reason = failureReason(err.code, c);
      await repo.closeContract(tx, clientId, id, { status: 'SETTLEMENT_FAILED', at: now, reason });
      return contractFailedMail(c.created_by_email, { ...facts(c), reason }, deps.config.PUBLIC_URL);
    });
  }
  if (mail) await deps.mail.send(mail);
  return mail !== null;
}

function facts(c: repo.ContractRow) {
  return {
    contractNumber: c.contract_number,
    sold: formatMoney(c.source_amount, c.source_currency, { withCode: true }),
    bought: formatMoney(c.destination_amount, c.destination_currency, { withCode: true }),
    rate: `1 ${c.source_currency} = ${formatRate(c.fx_rate)} ${c.destination_currency}`,
    maturityDate: c.maturity_date,
  };
}

function failureReason(code: string, c: repo.ContractRow): string {
  if (code === 'ACCOUNT_CLOSED') return 'One of the contract’s accounts was closed before its maturity date.';
  const needed = formatMoney(c.source_amount, c.source_currency, { withCode: true });
  return `Insufficient balance: the ${c.source_currency} account did not hold the ${needed} to sell on the maturity date.`;
}
