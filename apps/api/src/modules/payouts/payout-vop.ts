import type { TPayeeCheck } from '@corridor/contracts/payouts/payee-check';
import { isPayoutChecked, needsConfirmation, VOP_MESSAGES, vopMessage } from '@corridor/domain/settings/vop';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import type { VopAnswer } from '../../partners/vop/vop.ts';
import { findOwnBeneficiary } from '../beneficiaries/beneficiaries.service.ts';
import { vopPreferenceFor } from '../clients/client-settings.service.ts';
import type { PayoutDeps } from './payout-deps.ts';

type PayeeRequest = {
  beneficiary_id: string;
  transaction: { destination_currency: string };
  vop_confirmed?: boolean;
};

/**
 * Verification of payee before a EUR payout is confirmed (spec §3 verification config, flag
 * ENABLE_SME_VOP_VERIFICATION): the contact's name is put to the payee's bank through the VOP partner. Kept apart from
 * payout-preparation: the check is a partner call, asked outside any transaction, and only for EUR.
 * Null when no check applies (another currency, the flag off, or the business's pay-out checks switched off).
 */
export async function checkPayee(
  deps: Pick<PayoutDeps, 'db' | 'partners'>,
  caller: Caller,
  req: PayeeRequest,
): Promise<TPayeeCheck | null> {
  const currency = req.transaction.destination_currency;
  if (currency !== 'EUR') return null;
  const preference = await vopPreferenceFor(deps.db, caller);
  if (!preference || !isPayoutChecked(preference, currency)) return null;
  // An unknown contact is left to the payout's own rules, which name it on its field (payouts.N.beneficiary_id).
  const payee = await findOwnBeneficiary(deps.db, caller, req.beneficiary_id).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  });
  if (!payee) return null;
  let answer: VopAnswer;
  try {
    answer = await deps.partners.vop.verifyPayee({
      name: payee.name,
      accountNumber: payee.fields.beneficiary_account_number ?? '',
      isOrganisation: payee.accountType !== 'INDIVIDUAL',
    });
  } catch (err) {
    // A scheme outage must not stop payments: the payer is told the name could not be checked.
    console.error('verification of payee failed', err);
    answer = { result: 'UNAVAILABLE', registeredName: null };
  }
  return {
    result: answer.result,
    registered_name: answer.registeredName,
    message: vopMessage(answer),
    needs_confirmation: needsConfirmation(answer.result),
  };
}

/** createPayout: a close match or no match is paid only once the payer has confirmed it (`vop_confirmed`). */
export async function assertPayeeConfirmed(
  deps: Pick<PayoutDeps, 'db' | 'partners'>,
  caller: Caller,
  req: PayeeRequest,
): Promise<void> {
  if (req.vop_confirmed) return;
  const check = await checkPayee(deps, caller, req);
  if (check?.needs_confirmation) {
    throw new AppError('VOP_CONFIRMATION_REQUIRED', {
      message: check.message,
      errors: [{ field: 'vop_confirmed', message: VOP_MESSAGES.confirmationRequired }],
    });
  }
}
