import type { VopResult } from '@corridor/domain/settings/vop';

/** What the payer's side sends a verification-of-payee scheme: the name typed and the account it is for. */
export type VopRequest = {
  name: string;
  /** The IBAN (or account number) the payment would go to. */
  accountNumber: string;
  /** The payee is a business (the scheme matches registered names) or a person. */
  isOrganisation: boolean;
};

/** The payee's bank's answer; a close match says the name it holds, the others never do. */
export type VopAnswer = { result: VopResult; registeredName: string | null };

/** Verification of payee (the SEPA VOP scheme): asked before a EUR payout is confirmed. */
export type VopPartner = {
  verifyPayee(req: VopRequest): Promise<VopAnswer>;
};
