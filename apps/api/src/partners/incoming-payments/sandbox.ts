import { createHash } from 'node:crypto';
import type {
  GlobalDetails,
  IncomingPaymentsPartner,
  LocalDetails,
  PaymentOutcome,
  ProvisionResult,
} from './incoming-payments.ts';

/**
 * The sandbox receiving bank. Everything is deterministic per account, so demos and tests see stable details.
 * Bank names and codes are fictional (never a real bank's): nobody can be misled into paying a real one.
 *
 * Magic values, as a bank's test mode documents them:
 * - an amount whose minor units end in 13 (e.g. 100.13) is RETURNED to the payer ("Beneficiary name mismatch");
 * - an amount whose minor units end in 17 is HELD by the bank for review and never credited;
 * - every other amount is CREDITED.
 * Provisioning a virtual account always completes at once.
 */
type BankProfile = {
  bankName: string;
  routingCodeType: string;
  routingCode: string;
  swiftBic: string;
  address: string;
  /** IBAN country for currencies received by IBAN. */
  ibanCountry?: string;
};

const BANKS: Record<string, BankProfile> = {
  SGD: bank('Sandbox Bank Singapore', 'BANK_CODE', '7999', 'SBXBSGSG', '1 Raffles Place, Singapore 048616'),
  USD: bank('Sandbox Bank USA', 'ACH_ROUTING', '021999999', 'SBXBUS33', '100 Liberty Street, New York, NY 10005'),
  GBP: bank('Sandbox Bank UK', 'SORT_CODE', '04-99-99', 'SBXBGB2L', '1 Canada Square, London E14 5AB', 'GB'),
  EUR: bank('Sandbox Bank Europe', 'BIC', 'SBXBLT2X', 'SBXBLT2X', 'Konstitucijos pr. 7, Vilnius', 'LT'),
  AUD: bank('Sandbox Bank Australia', 'BSB', '999-001', 'SBXBAU2S', '1 Martin Place, Sydney NSW 2000'),
  HKD: bank('Sandbox Bank Hong Kong', 'BANK_CODE', '999', 'SBXBHKHH', '1 Queen’s Road Central, Hong Kong'),
};
// Currencies received only through SWIFT go to a correspondent account.
const CORRESPONDENT = bank('Sandbox Global Bank', 'SWIFT', 'SBXGUS33', 'SBXGUS33', '1 Wall Street, New York, NY');

function bank(
  bankName: string,
  routingCodeType: string,
  routingCode: string,
  swiftBic: string,
  address: string,
  ibanCountry?: string,
): BankProfile {
  return { bankName, routingCodeType, routingCode, swiftBic, address, ibanCountry };
}

/** A 12-digit number derived from the account id: stable across runs and machines. */
export function sandboxAccountNumber(accountId: string): string {
  const n = BigInt(`0x${createHash('sha256').update(`vfa:${accountId}`).digest('hex').slice(0, 15)}`);
  return ((n % 10n ** 11n) + 10n ** 11n * 8n).toString();
}

/** ISO 13616 IBAN with valid check digits: country + check + bank code + account number. */
export function iban(country: string, bankCode: string, accountNumber: string): string {
  const bban = `${bankCode}${accountNumber}`;
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (c) => (c.charCodeAt(0) - 55).toString());
  const check = 98n - (BigInt(digits) % 97n);
  return `${country}${check.toString().padStart(2, '0')}${bban}`;
}

export function createSandboxIncomingPayments(): IncomingPaymentsPartner {
  return {
    name: 'sandbox',
    async provisionVirtualAccount(req): Promise<ProvisionResult> {
      return { status: 'COMPLETED', accountNumber: sandboxAccountNumber(req.accountId) };
    },
    async accountDetails({ accountNumber, currency, isLocal }) {
      const profile = BANKS[currency];
      const correspondent = profile ?? CORRESPONDENT;
      const number = profile?.ibanCountry ? iban(profile.ibanCountry, 'SBXB', accountNumber) : accountNumber;
      const global: GlobalDetails = {
        accountNumber: number,
        bankName: correspondent.bankName,
        swiftBic: correspondent.swiftBic,
        bankAddress: correspondent.address,
      };
      const local: LocalDetails | null =
        isLocal && profile
          ? {
              accountNumber: number,
              bankName: profile.bankName,
              routingCodeType: profile.routingCodeType,
              routingCode: profile.routingCode,
              bankAddress: profile.address,
            }
          : null;
      return { local, global };
    },
    async outcomeOf({ amountMinor }): Promise<PaymentOutcome> {
      const lastTwo = amountMinor % 100n;
      if (lastTwo === 13n) return { kind: 'RETURNED', reason: 'Beneficiary name mismatch' };
      if (lastTwo === 17n) return { kind: 'HELD' };
      return { kind: 'CREDITED' };
    },
  };
}
