import { createHash } from 'node:crypto';
import type { PayoutStatus } from '@corridor/domain/payouts/statuses';
import { canTransition } from '@corridor/domain/payouts/transitions';
import type {
  PayoutRailPartner,
  RailAnswer,
  RailEvent,
  RailPayout,
  RailPayoutState,
  SubmitResult,
} from './payout-rail.ts';

/**
 * The sandbox payout rail. Deterministic: a payout's whole course follows from what was submitted, so tests and
 * demos pick an outcome by its details, as a bank's test mode documents them.
 *
 * Magic values (names compare as whole words, ignoring case; amounts are the destination amount's minor units):
 * - beneficiary name with the word REFUSE: submit is refused, "Invalid beneficiary account number";
 * - beneficiary name with the word RFI: compliance asks for information (COMPLIANCE_VERIFICATION, then
 *   RFI_REQUESTED) and waits for the answer; an answer with the word REJECT ends it (RFI_REJECTED), any other
 *   answer lets it carry on as below;
 * - amount ending in 13 (e.g. 100.13, JPY 1,013): PROCESSING → SENT_TO_BANK → RETURNED ("Beneficiary account
 *   closed"), after the money left the account;
 * - amount ending in 17: PROCESSING → CANCELLED by the bank ("Cancelled by the beneficiary bank"), before it did;
 * - amount ending in 19: PROCESSING → FX_EXPIRED_CANCELLED ("The FX rate expired before the payout was sent");
 * - anything else: PROCESSING → SENT_TO_BANK → PAID.
 * The 13 and 17 endings mean what they mean for the sandbox receiving bank (returned, held back).
 * Each report comes a fixed delay after the one before (SANDBOX_RAIL_DELAYS_MS, or the delays given).
 */
export type SandboxRailDelays = {
  compliance: number;
  rfi: number;
  processing: number;
  sentToBank: number;
  outcome: number;
};

export const SANDBOX_RAIL_DELAYS_MS: SandboxRailDelays = {
  compliance: 2_000,
  rfi: 3_000,
  processing: 2_000,
  sentToBank: 5_000,
  outcome: 10_000,
};

export const RAIL_MESSAGES = {
  refused: 'Invalid beneficiary account number',
  rfi: 'Please send the invoice or contract this payment settles.',
  rfiRejected: 'The information provided does not support this payment.',
  returned: 'Beneficiary account closed',
  cancelled: 'Cancelled by the beneficiary bank',
  fxExpired: 'The FX rate expired before the payout was sent',
  notAwaitingRfi: 'There is no open request for information on this payout.',
  tooLateToCancel: 'This payout can no longer be cancelled.',
} as const;

type Ending = 'PAID' | 'RETURNED' | 'CANCELLED' | 'FX_EXPIRED_CANCELLED';
export type SandboxFate = { isRefused: boolean; hasRfi: boolean; ending: Ending };

const hasWord = (text: string, word: string) => new RegExp(`\\b${word}\\b`, 'i').test(text);

/** Where the sandbox takes a payout, from what was submitted. */
export function sandboxFate(payout: Pick<RailPayout, 'beneficiaryName' | 'destinationAmount'>): SandboxFate {
  const lastTwo = payout.destinationAmount % 100n;
  const ending: Ending =
    lastTwo === 13n ? 'RETURNED' : lastTwo === 17n ? 'CANCELLED' : lastTwo === 19n ? 'FX_EXPIRED_CANCELLED' : 'PAID';
  return {
    isRefused: hasWord(payout.beneficiaryName, 'REFUSE'),
    hasRfi: hasWord(payout.beneficiaryName, 'RFI'),
    ending,
  };
}

/** The report after `state.status`, a pure function of the payout, its status and any RFI answer. */
export function sandboxNextEvent(state: RailPayoutState, delays = SANDBOX_RAIL_DELAYS_MS): RailEvent | null {
  const fate = sandboxFate(state.payout);
  const isAnswered = state.rfiResponse != null;
  switch (state.status) {
    case 'PENDING':
      return fate.hasRfi
        ? { status: 'COMPLIANCE_VERIFICATION', afterMs: delays.compliance }
        : { status: 'PROCESSING', afterMs: delays.processing };
    case 'COMPLIANCE_VERIFICATION':
      return fate.hasRfi && !isAnswered
        ? { status: 'RFI_REQUESTED', afterMs: delays.rfi, reason: RAIL_MESSAGES.rfi }
        : { status: 'PROCESSING', afterMs: delays.processing };
    case 'RFI_RESPONDED':
      return isAnswered && hasWord(state.rfiResponse!, 'REJECT')
        ? { status: 'RFI_REJECTED', afterMs: delays.rfi, reason: RAIL_MESSAGES.rfiRejected }
        : { status: 'PROCESSING', afterMs: delays.processing };
    case 'PROCESSING':
      if (fate.ending === 'CANCELLED') {
        return { status: 'CANCELLED', afterMs: delays.outcome, reason: RAIL_MESSAGES.cancelled };
      }
      if (fate.ending === 'FX_EXPIRED_CANCELLED') {
        return { status: 'FX_EXPIRED_CANCELLED', afterMs: delays.outcome, reason: RAIL_MESSAGES.fxExpired };
      }
      return { status: 'SENT_TO_BANK', afterMs: delays.sentToBank };
    case 'SENT_TO_BANK':
      return fate.ending === 'RETURNED'
        ? { status: 'RETURNED', afterMs: delays.outcome, reason: RAIL_MESSAGES.returned }
        : { status: 'PAID', afterMs: delays.outcome };
    default:
      // Final statuses, an open RFI (the business answers first), and anything before submission.
      return null;
  }
}

/** One step of a payout's course: the rail's reports, and the business's RFI answer where one is given. */
export type SandboxStep = { status: PayoutStatus; afterMs: number; reason?: string; by: 'rail' | 'user' };

/**
 * The whole course of a payout from submission (PENDING): what a job applying nextEvent one report at a time
 * goes through. With an RFI and no `rfiResponse` it stops at RFI_REQUESTED, waiting for the business.
 */
export function sandboxSchedule(
  payout: RailPayout,
  rfiResponse?: string,
  delays = SANDBOX_RAIL_DELAYS_MS,
): SandboxStep[] {
  const steps: SandboxStep[] = [];
  let state: RailPayoutState = { payout, reference: sandboxReference(payout.payoutId), status: 'PENDING' };
  for (;;) {
    if (state.status === 'RFI_REQUESTED' && rfiResponse !== undefined && state.rfiResponse == null) {
      steps.push({ status: 'RFI_RESPONDED', afterMs: 0, by: 'user' });
      state = { ...state, status: 'RFI_RESPONDED', rfiResponse };
      continue;
    }
    const event = sandboxNextEvent(state, delays);
    if (!event) return steps;
    steps.push({ ...event, by: 'rail' });
    state = { ...state, status: event.status };
  }
}

/** The rail's reference for a payout: the same for every submission of it. */
export function sandboxReference(payoutId: string): string {
  return `SBXP${createHash('sha256').update(`payout:${payoutId}`).digest('hex').slice(0, 16).toUpperCase()}`;
}

export function createSandboxPayoutRail(delays: SandboxRailDelays = SANDBOX_RAIL_DELAYS_MS): PayoutRailPartner {
  return {
    name: 'sandbox',
    async submit(payout): Promise<SubmitResult> {
      if (sandboxFate(payout).isRefused) return { accepted: false, message: RAIL_MESSAGES.refused };
      return { accepted: true, reference: sandboxReference(payout.payoutId) };
    },
    async nextEvent(state) {
      return sandboxNextEvent(state, delays);
    },
    async respondToRfi(state): Promise<RailAnswer> {
      return state.status === 'RFI_REQUESTED'
        ? { accepted: true }
        : { accepted: false, message: RAIL_MESSAGES.notAwaitingRfi };
    },
    async cancel(state): Promise<RailAnswer> {
      return canTransition(state.status, 'USER_REJECTED', { by: 'user' })
        ? { accepted: true }
        : { accepted: false, message: RAIL_MESSAGES.tooLateToCancel };
    },
  };
}
