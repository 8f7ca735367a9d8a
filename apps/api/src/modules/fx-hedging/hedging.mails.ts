import { formatDate } from '@corridor/domain/dates';
import type { OnboardingStatus } from '@corridor/domain/fx-hedging';
import type { OutgoingMail } from '../../partners/mail/mail.ts';

const PAGE = '/r/fxhedging';

/** The hedging partner's verdict on the onboarding, to the user who submitted it (spec §7 "email status"). */
export function onboardingVerdictMail(
  to: string,
  businessName: string,
  status: OnboardingStatus,
  reason: string | null,
  publicUrl: string,
): OutgoingMail {
  const link = `${publicUrl}${PAGE}`;
  const lines: Record<string, { subject: string; body: string[] }> = {
    APPROVED: {
      subject: 'FX hedging approved',
      body: [
        `Our hedging partner has approved ${businessName} for FX hedging.`,
        `You can now lock exchange rates for up to 6 months with forward contracts: ${link}`,
      ],
    },
    REJECTED: {
      subject: 'FX hedging application not approved',
      body: [
        `Our hedging partner could not approve ${businessName} for FX hedging.`,
        `Reason: ${reason ?? 'not given'}`,
        `You can replace the documents and submit again: ${link}`,
      ],
    },
    UNDER_REVIEW: {
      subject: 'FX hedging application under review',
      body: [
        `Our hedging partner is taking a closer look at the FX hedging application of ${businessName}.`,
        `We will email you again when they decide. Its status is always at ${link}`,
      ],
    },
  };
  const mail = lines[status] ?? { subject: 'FX hedging application update', body: [`Its status is at ${link}`] };
  return { to, subject: mail.subject, text: ['Hello,', '', ...mail.body].join('\n') };
}

type ContractFacts = {
  contractNumber: string;
  sold: string;
  bought: string;
  rate: string;
  maturityDate: string;
};

/** A forward contract settled at its locked rate, to the user who booked it. */
export function contractSettledMail(to: string, c: ContractFacts, publicUrl: string): OutgoingMail {
  return {
    to,
    subject: `Forward contract ${c.contractNumber} settled`,
    text: [
      'Hello,',
      '',
      `Your forward contract ${c.contractNumber} matured on ${formatDate(c.maturityDate)} and was settled at the locked rate ${c.rate}.`,
      `Sold: ${c.sold}`,
      `Received: ${c.bought}`,
      `Details: ${publicUrl}${PAGE}`,
    ].join('\n'),
  };
}

/** A forward contract that could not be settled at maturity, with the reason, to the user who booked it. */
export function contractFailedMail(to: string, c: ContractFacts & { reason: string }, publicUrl: string): OutgoingMail {
  return {
    to,
    subject: `Forward contract ${c.contractNumber} could not be settled`,
    text: [
      'Hello,',
      '',
      `Your forward contract ${c.contractNumber} (${c.sold} for ${c.bought} at ${c.rate}) matured on ${formatDate(c.maturityDate)} but could not be settled.`,
      `Reason: ${c.reason}`,
      `Please contact us about it. Details: ${publicUrl}${PAGE}`,
    ].join('\n'),
  };
}
