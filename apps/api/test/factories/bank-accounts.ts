import type { TestApp } from '../helpers.ts';
import type { TestClient } from './businesses.ts';

/**
 * A company bank account as the bank form sends it (spec §3 Bank payload): a Singapore dollar account at DBS held by
 * `holderName` (the business's registered name), changed by `overrides`.
 */
export function bankAccountInput(holderName: string, overrides: Record<string, unknown> = {}) {
  return {
    bankAccountHolderName: holderName,
    bankName: 'DBS Bank',
    accountNumber: '0123456789',
    routingCodeType1: 'BANK_CODE',
    routingCodeValue1: '7171',
    bankCode: 'DBSSSGSG',
    accountType: 'COMPANY',
    countryCode: 'SG',
    currencyCode: ['SGD'],
    ...overrides,
  };
}

/** Links a bank account through the API as the business's user; returns its accountId. */
export async function linkBankAccount(
  t: TestApp,
  headers: Record<string, string>,
  client: Pick<TestClient, 'id' | 'name'>,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/smebackend/api/v1/client/${client.id}/bankAccounts`,
    headers,
    payload: bankAccountInput(client.name, overrides),
  });
  if (res.statusCode !== 201) throw new Error(`link bank account ${res.statusCode}: ${res.body}`);
  return (res.json() as { accountId: string }).accountId;
}
