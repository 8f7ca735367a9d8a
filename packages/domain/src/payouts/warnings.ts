/**
 * What validatePayout warns of before a payout is confirmed, in words the send screens show as they are; a group
 * send shows a warning its payments share once, in the group's words (`groupWarning`).
 */
export const PAYOUT_WARNINGS = {
  liveRate: 'This is a live rate: it may change until you confirm the payout.',
  approval: 'This payout will wait for an approver before it is sent.',
} as const;

/** The balance is short by `short` (formatted with its code) and auto book-FX will buy it. */
export const balanceShortWarning = (short: string) =>
  `Your balance is ${short} short: it will be exchanged from your other accounts when you confirm.`;

const GROUP_WORDS: Readonly<Record<string, string>> = {
  [PAYOUT_WARNINGS.liveRate]: 'These are live rates: they may change until you confirm the payments.',
  [PAYOUT_WARNINGS.approval]: 'These payments will wait for an approver before they are sent.',
};

/** A payout's warning as a group of `count` payments says it (one payment: as it is). */
export function groupWarning(warning: string, count: number): string {
  return count > 1 ? (GROUP_WORDS[warning] ?? warning) : warning;
}
