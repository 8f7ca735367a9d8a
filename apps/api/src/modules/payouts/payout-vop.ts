import type { TPayeeCheck } from '@corridor/contracts/payouts/payee-check';
import {
  isPayoutChecked,
  needsConfirmation,
  VOP_MESSAGES,
  type VopPreference,
  vopMessage,
} from '@corridor/domain/settings/vop';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import type { VopAnswer } from '../../partners/vop/vop.ts';
import { type OwnBeneficiary, ownBeneficiaryOf } from '../beneficiaries/beneficiaries.service.ts';
import { vopPreferenceOf } from '../clients/client-settings.service.ts';
import type { PayoutDeps } from './payout-deps.ts';
import type { PayoutParties } from './payout-parties.repository.ts';

type PayeeRequest = {
  beneficiary_id: string;
  transaction: { destination_currency: string };
  vop_confirmed?: boolean;
};

/** What the check depends on, read with a payout's parties: the business's preference and the contact paid. */
export type PayeeFacts = { preference: VopPreference | null; payee: OwnBeneficiary | null };

/**
 * Verification of payee before a EUR payout is confirmed (spec §3 verification config, flag
 * ENABLE_SME_VOP_VERIFICATION): the contact's name is put to the payee's bank through the VOP partner. Kept apart from
 * payout-preparation: the check is a partner call, asked outside any transaction, and only for EUR.
 * Null when no check applies (another currency, the flag off, the business's pay-out checks switched off, or an
 * unknown contact, which the payout's own rules name on its field).
 */
export async function checkPayee(
  deps: Pick<PayoutDeps, 'partners'>,
  facts: PayeeFacts,
  currency: string,
): Promise<TPayeeCheck | null> {
  const { preference, payee } = facts;
  if (currency !== 'EUR' || !preference || !isPayoutChecked(preference, currency) || !payee) return null;
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

/**
 * createPayout: a close match or no match is paid only once the payer has confirmed it (`vop_confirmed`). Checked on
 * the payout's parties as `readPayoutParties` read them, before the creating transaction.
 */
export async function assertPayeeConfirmed(
  deps: Pick<PayoutDeps, 'partners'>,
  caller: Caller,
  req: PayeeRequest,
  parties: PayoutParties,
): Promise<void> {
  const currency = req.transaction.destination_currency;
  if (req.vop_confirmed || currency !== 'EUR') return;
  const facts = {
    preference: vopPreferenceOf(parties.flags, parties.client.beneficiary_verification_preference, caller),
    payee: parties.contact ? ownBeneficiaryOf(parties.contact) : null,
  };
  const check = await checkPayee(deps, facts, currency);
  if (check?.needs_confirmation) {
    throw new AppError('VOP_CONFIRMATION_REQUIRED', {
      message: check.message,
      errors: [{ field: 'vop_confirmed', message: VOP_MESSAGES.confirmationRequired }],
    });
  }
}
