import type { BankProxyPartner, TransferInstructions } from './bank-proxy.ts';

/**
 * The sandbox collection bank (README "Sandbox partners"): it "sees" every transfer 5 seconds after the instructions
 * were given, as if the business paid at once, except an amount whose minor units end in **99** (e.g. 100.99), which
 * never arrives (the funding waits until the business cancels it). A transfer paying for payouts whose minor units end
 * in **77** (e.g. 100.77) arrives but does not match the payer on record: a payment reconciliation RFI; compliance
 * refuses an answer containing the word REJECT (the transfer goes back to the payer) and accepts any other.
 * Names and numbers are fictional.
 */
const SEEN_AFTER_MS = 5000;

const ACCOUNTS: Record<
  string,
  { bankName: string; accountNumber: string; routingCodeType: string; routingCode: string }
> = {
  SGD: {
    bankName: 'Sandbox Bank Singapore',
    accountNumber: '7999000111',
    routingCodeType: 'BANK_CODE',
    routingCode: '7999',
  },
  AUD: {
    bankName: 'Sandbox Bank Australia',
    accountNumber: '99900111',
    routingCodeType: 'BSB',
    routingCode: '999-001',
  },
  USD: {
    bankName: 'Sandbox Bank USA',
    accountNumber: '9990001110',
    routingCodeType: 'ACH_ROUTING',
    routingCode: '021999999',
  },
  GBP: {
    bankName: 'Sandbox Bank UK',
    accountNumber: '99000111',
    routingCodeType: 'SORT_CODE',
    routingCode: '04-99-99',
  },
};
const GLOBAL = {
  bankName: 'Sandbox Global Bank',
  accountNumber: '9990001119',
  routingCodeType: 'SWIFT',
  routingCode: 'SBXGUS33',
};

export function createSandboxBankProxy(): BankProxyPartner {
  return {
    name: 'sandbox',
    checkAfterMs: SEEN_AFTER_MS,
    async instructions({ method, currency, reference }): Promise<TransferInstructions> {
      const accountName = 'Corridor Sandbox Collections';
      if (method === 'payNow' || method === 'payId') {
        return {
          accountName,
          bankName: method === 'payNow' ? 'PayNow' : 'PayID',
          accountNumber: null,
          routingCodeType: null,
          routingCode: null,
          proxyType: method === 'payNow' ? 'UEN' : 'EMAIL',
          proxyValue: method === 'payNow' ? '201999999K' : 'collections@sandbox.corridor.test',
          reference,
        };
      }
      const account = ACCOUNTS[currency] ?? GLOBAL;
      return { accountName, ...account, proxyType: null, proxyValue: null, reference };
    },
    async transferSeen({ amountMinor, createdAt, at }) {
      if (amountMinor % 100n === 99n) return false;
      return at.getTime() - createdAt.getTime() >= SEEN_AFTER_MS;
    },
    async payerMatches({ amountMinor }) {
      return amountMinor % 100n !== 77n;
    },
    async decideReconciliation({ response }) {
      return { accepted: !/\bREJECT\b/i.test(response) };
    },
  };
}
