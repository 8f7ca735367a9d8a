import { createHash, randomBytes } from 'node:crypto';
import type { AchDebitState, AchLinkState, AchPartner } from './ach.ts';

/**
 * The sandbox ACH partner, documented like a real partner's test mode (README "Sandbox partners"):
 * - linking: any account is verified 2 s after the request and LINKED, except an account number ending **0000**,
 *   which FAILS ("Account could not be verified");
 * - balance: USD 250,000.00, or USD 100.00 for an account number ending **0009**;
 * - direct debit: PENDING for 3 s, then SETTLED; RETURNED R01 "Insufficient funds" when the amount's minor units
 *   end in **51** (e.g. 1,000.51) or the amount is over the account's balance (the 0009 account);
 * - eligibility: US businesses only.
 * Stateless, so every process answers alike: its ids carry its own outcome (a real partner's are opaque).
 */
const LINK_MS = 2000;
const SETTLE_MS = 3000;
const BALANCE = { normal: 25_000_000n, low: 10_000n } as const;

const hash = (text: string, n = 16) => createHash('sha256').update(text).digest('hex').slice(0, n);
const stamp = (at: Date) => at.getTime().toString(36);
const ageOf = (stamped: string, at: Date) => at.getTime() - Number.parseInt(stamped, 36);

export function createSandboxAch(): AchPartner {
  return {
    name: 'sandbox',
    linkPollMs: LINK_MS + 100,
    debitPollMs: SETTLE_MS + 100,
    async checkEligibility({ legalEntity }) {
      return { eligible: legalEntity === 'US' };
    },
    async initiateLinkAccount(req) {
      // f: fails verification; l: a low balance; n: an ordinary account.
      const letter = req.accountNumber.endsWith('0000') ? 'f' : req.accountNumber.endsWith('0009') ? 'l' : 'n';
      const tail = randomBytes(8).toString('hex');
      return {
        referenceNumber: `ACH${stamp(req.at).toUpperCase()}${tail.slice(0, 6).toUpperCase()}`,
        requestId: `achlnk_${letter}${stamp(req.at)}_${tail}`,
      };
    },
    async linkStatus({ referenceNumber, requestId, at }): Promise<AchLinkState> {
      const m = /^achlnk_([fln])([0-9a-z]+)_([0-9a-f]{16})$/.exec(requestId);
      if (!m || referenceNumber !== `ACH${m[2]!.toUpperCase()}${m[3]!.slice(0, 6).toUpperCase()}`) {
        return { status: 'FAILED', reason: 'Unknown link request' };
      }
      if (ageOf(m[2]!, at) < LINK_MS) return { status: 'PENDING' };
      if (m[1] === 'f') return { status: 'FAILED', reason: 'Account could not be verified' };
      return { status: 'LINKED', accountId: `achacct_${m[1]}${hash(requestId)}` };
    },
    async balance({ accountId }) {
      return { availableMinor: accountId.startsWith('achacct_l') ? BALANCE.low : BALANCE.normal, currency: 'USD' };
    },
    async delink() {},
    async debit(req) {
      const balance = req.accountId.startsWith('achacct_l') ? BALANCE.low : BALANCE.normal;
      const returned = req.amountMinor % 100n === 51n || req.amountMinor > balance;
      return { transferId: `achdr_${returned ? 'r' : 's'}${stamp(req.at)}_${hash(req.idempotencyKey)}` };
    },
    async debitStatus({ transferId, at }): Promise<AchDebitState> {
      const m = /^achdr_([rs])([0-9a-z]+)_[0-9a-f]{16}$/.exec(transferId);
      if (!m) return { status: 'RETURNED', returnCode: 'R03', reason: 'No account/unable to locate account' };
      if (ageOf(m[2]!, at) < SETTLE_MS) return { status: 'PENDING' };
      return m[1] === 'r'
        ? { status: 'RETURNED', returnCode: 'R01', reason: 'Insufficient funds' }
        : { status: 'SETTLED' };
    },
  };
}
