import type { TFpxPayment } from '@corridor/contracts/fundings/fpx';
import type { TFunding } from '@corridor/contracts/fundings/funding';
import { FPX_MESSAGES } from '@corridor/domain/fundings/fpx';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import { refreshPartnerFunding } from './funding-checks.service.ts';
import * as repo from './fundings.repository.ts';
import { getFunding } from './fundings.service.ts';
import { setPayment } from './partner-fundings.repository.ts';
import { methodAccessOf } from './partner-fundings.service.ts';

const notFound = () => new AppError('NOT_FOUND', { message: 'Funding not found.' });

/** The caller's FPX funding; another business's, or one by another method, is the same 404 as an unknown one. */
async function ownFpxFunding(deps: AppDeps, caller: Caller, id: string) {
  const f = isUuid(id) ? await repo.findFunding(deps.db, caller.clientId, id) : undefined;
  if (f?.method !== 'fpxTransfer') throw notFound();
  return f;
}

/**
 * Spec §7 FPX payout: starts the funding's payment at the gateway and answers its page. The gateway is asked outside
 * any transaction, keyed by the funding, so asking again answers the same payment; its id is kept once.
 */
export async function startFpxPayment(deps: AppDeps, caller: Caller, fundingId: string): Promise<TFpxPayment> {
  const f = await ownFpxFunding(deps, caller, fundingId);
  const access = await methodAccessOf(deps.db, caller);
  if (!access.isFpxOn || access.isFpxDisabled) throw new AppError('FPX_NOT_AVAILABLE');
  if (f.status !== 'AWAITING_FUNDS') {
    throw new AppError('INVALID_TRANSITION', { message: 'This payment has already been made or has ended.' });
  }
  if (!f.request_id || !f.redirect_url) {
    const now = deps.clock.now();
    const started = await deps.partners.fpx.initiatePayment({
      idempotencyKey: f.id,
      reference: f.reference,
      amountMinor: f.amount,
      currency: f.currency,
      returnUrl: `${deps.config.PUBLIC_URL}/r/fpx/success?fundingId=${f.id}`,
      at: now,
    });
    await deps.db.tx((tx) =>
      setPayment(tx, caller.clientId, f.id, {
        paymentId: started.paymentId,
        redirectUrl: started.redirectUrl,
        at: now,
      }),
    );
  }
  const kept = (await repo.findFunding(deps.db, caller.clientId, f.id))!;
  return { fundingId: kept.id, paymentId: kept.request_id!, redirectUrl: kept.redirect_url! };
}

/**
 * Spec §7 FPX payments status (the return to /r/fpx/success): the payment id the browser brings must be the one the
 * funding started, and what happened is asked of the gateway, never read from the return URL. Applying it twice
 * changes nothing: a funding is credited once, by its status moves and its transfer id.
 */
export async function confirmFpxPayment(
  deps: AppDeps,
  caller: Caller,
  body: { fundingId: string; paymentId: string },
): Promise<TFunding> {
  const f = await ownFpxFunding(deps, caller, body.fundingId);
  if (f.request_id !== body.paymentId) throw new AppError('NOT_FOUND', { message: FPX_MESSAGES.failed });
  if (f.next_check_at !== null) await refreshPartnerFunding(deps, f);
  return getFunding(deps, caller, f.id);
}
