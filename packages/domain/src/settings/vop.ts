/**
 * Verification of payee (VOP; spec §3 verification config, §8 verification settings, §9 ENABLE_SME_VOP_VERIFICATION):
 * whether the business checks a EUR payee's name against the payee's bank before paying (pay-out) and lets its own
 * payers check its name (pay-in), and what a check answers.
 */
export type VopPreference = {
  pay_out_verification: { currencies: { EUR: boolean } };
  pay_in_verification: { currencies: { EUR: boolean } };
};

/** Pay-outs in EUR are checked unless the business switches it off; pay-in is the business's choice. */
export const DEFAULT_VOP_PREFERENCE: VopPreference = {
  pay_out_verification: { currencies: { EUR: true } },
  pay_in_verification: { currencies: { EUR: false } },
};

/** Only EUR payments have a verification scheme (the SEPA rulebook). */
export const VOP_CURRENCIES = ['EUR'] as const;

export const VOP_RESULTS = ['MATCH', 'CLOSE_MATCH', 'NO_MATCH', 'UNAVAILABLE'] as const;
export type VopResult = (typeof VOP_RESULTS)[number];

export type VopCheck = { result: VopResult; registeredName: string | null };

export const VOP_MESSAGES = {
  updated: 'Your verification settings have been updated',
  match: 'The name matches the account holder.',
  closeMatch: (registered: string) =>
    `The name is close to the account holder's: the bank has "${registered}". Check it before you pay.`,
  noMatch:
    "The name does not match the account holder's. If you pay, the money may go to someone else and may not be recoverable.",
  unavailable:
    "We could not check the payee's name with their bank right now. Pay only if you are sure of the details.",
  confirmationRequired: "Confirm that you want to pay although the payee's name was not matched.",
} as const;

/** Whether a pay-out in `currency` is to be checked under `preference`. */
export function isPayoutChecked(preference: VopPreference, currency: string): boolean {
  return currency === 'EUR' && preference.pay_out_verification.currencies.EUR;
}

/** A close match or no match must be confirmed by the payer before the payout is made (the rulebook's duty to warn). */
export function needsConfirmation(result: VopResult): boolean {
  return result === 'CLOSE_MATCH' || result === 'NO_MATCH';
}

/** What the review step says about a check. */
export function vopMessage(check: VopCheck): string {
  switch (check.result) {
    case 'MATCH':
      return VOP_MESSAGES.match;
    case 'CLOSE_MATCH':
      return VOP_MESSAGES.closeMatch(check.registeredName ?? '');
    case 'NO_MATCH':
      return VOP_MESSAGES.noMatch;
    case 'UNAVAILABLE':
      return VOP_MESSAGES.unavailable;
  }
}
