import type { AppDeps } from '../../app-deps.ts';
import type { FpxBank, FpxPayment } from '../../partners/fpx/fpx.ts';

/**
 * The sandbox FPX gateway's bank page (outside production only): what it shows, and the person's answer handed to
 * the sandbox gateway. Nothing here touches a funding: our side learns the answer by asking the gateway.
 */
export type BankPageModel = { payment: FpxPayment; banks: readonly FpxBank[] };

export async function bankPage(deps: AppDeps, paymentId: string): Promise<BankPageModel | undefined> {
  const bank = deps.partners.fpx.sandboxBank;
  const payment = bank && (await bank.payment(paymentId));
  return payment && bank ? { payment, banks: bank.banks() } : undefined;
}

/** Where the browser goes after the answer (the merchant's return), or undefined for an unknown payment. */
export async function answerAtBank(
  deps: AppDeps,
  paymentId: string,
  form: { bankCode: string; isApproved: boolean },
): Promise<string | undefined> {
  return deps.partners.fpx.sandboxBank?.decide({ paymentId, ...form, at: deps.clock.now() });
}
