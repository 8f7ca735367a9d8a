import type { TBeneficiaryInput } from '@corridor/contracts/beneficiaries/beneficiary';
import type { Caller } from '../caller.ts';
import type { Queryable } from '../db/client.ts';
import { importBeneficiaryInTx } from '../modules/beneficiaries/beneficiaries.service.ts';
import { importCompletedFundingInTx } from '../modules/fundings/funding-import.service.ts';
import { importExchangeInTx } from '../modules/fx/exchange-import.service.ts';
import { importPaidPayoutInTx } from '../modules/payouts/payout-import.service.ts';

/**
 * The business records behind the demo's money history (seed-money.ts books the ledger; this records what each
 * movement was), so the account statement, the transactions list and every detail page tell the same story:
 * each "Payout to …" is a PAID payout to a supplier contact, each conversion an exchange, each JPY top-up a funding.
 */

/** One regular supplier per currency the history pays out in: a valid local contact of that currency. */
export const HISTORY_SUPPLIERS: Record<string, TBeneficiaryInput> = {
  SGD: {
    beneficiary_country_code: 'SG',
    destination_currency: 'SGD',
    beneficiary_account_type: 'COMPANY',
    beneficiary_name: 'Marina Office Supplies Pte Ltd',
    beneficiary_email: 'accounts@marinaoffice.sg',
    beneficiary_account_number: '1234567890',
    routing_code_type_1: 'BANK_CODE',
    routing_code_value_1: '7171',
    beneficiary_bank_name: 'DBS Bank',
  },
  USD: {
    beneficiary_country_code: 'US',
    destination_currency: 'USD',
    beneficiary_account_type: 'COMPANY',
    beneficiary_name: 'Great Lakes Components Inc.',
    beneficiary_email: 'ar@greatlakescomponents.com',
    beneficiary_address: '200 East Randolph Street',
    beneficiary_city: 'Chicago',
    beneficiary_state: 'IL',
    beneficiary_postcode: '60601',
    beneficiary_account_number: '004512341234',
    beneficiary_bank_account_type: 'CHECKING',
    routing_code_type_1: 'ACH',
    routing_code_value_1: '026009593',
    beneficiary_bank_name: 'Bank of America',
  },
  EUR: {
    beneficiary_country_code: 'DE',
    destination_currency: 'EUR',
    beneficiary_account_type: 'COMPANY',
    beneficiary_name: 'Rheinland Industriebedarf GmbH',
    beneficiary_email: 'buchhaltung@rheinland-industriebedarf.de',
    beneficiary_account_number: 'DE89370400440532013000',
    routing_code_type_1: 'SWIFT',
    routing_code_value_1: 'COBADEFFXXX',
    beneficiary_bank_name: 'Commerzbank',
  },
  GBP: {
    beneficiary_country_code: 'GB',
    destination_currency: 'GBP',
    beneficiary_account_type: 'COMPANY',
    beneficiary_name: 'Kensington Trade Supplies Ltd',
    beneficiary_email: 'accounts@kensingtontrade.co.uk',
    beneficiary_account_number: '31926819',
    routing_code_type_1: 'SORT_CODE',
    routing_code_value_1: '601613',
    beneficiary_bank_name: 'NatWest',
  },
  AUD: {
    beneficiary_country_code: 'AU',
    destination_currency: 'AUD',
    beneficiary_account_type: 'COMPANY',
    beneficiary_name: 'Coral Coast Freight Pty Ltd',
    beneficiary_email: 'payables@coralcoastfreight.com.au',
    beneficiary_account_number: '87654321',
    routing_code_type_1: 'BSB',
    routing_code_value_1: '062000',
    beneficiary_bank_name: 'Commonwealth Bank of Australia',
  },
  JPY: {
    beneficiary_country_code: 'JP',
    destination_currency: 'JPY',
    beneficiary_account_type: 'COMPANY',
    beneficiary_name: 'Osaka Precision KK',
    beneficiary_email: 'keiri@osaka-precision.jp',
    beneficiary_address: '1-1 Umeda',
    beneficiary_city: 'Osaka',
    beneficiary_postcode: '5300001',
    beneficiary_account_number: '1234567',
    beneficiary_bank_account_type: 'CHECKING',
    routing_code_type_1: 'BANK_CODE',
    routing_code_value_1: '0005',
    routing_code_type_2: 'BRANCH_CODE',
    routing_code_value_2: '001',
    beneficiary_bank_name: 'MUFG Bank',
  },
};

export type HistoryRecord =
  | {
      kind: 'payout';
      id: string;
      currency: string;
      accountId: string;
      amount: bigint;
      fee: bigint;
      at: Date;
      number: string;
    }
  | {
      kind: 'exchange';
      id: string;
      sourceAccountId: string;
      destinationAccountId: string;
      sourceAmount: bigint;
      destinationAmount: bigint;
      rate: string;
      at: Date;
    }
  | { kind: 'funding'; id: string; accountId: string; amount: bigint; transferId: string; at: Date };

type Owner = Pick<Caller, 'clientId' | 'legalEntity' | 'userId'>;

/** The supplier contacts the history pays, one per currency, created before the history (contacts move no money). */
export async function seedHistorySuppliers(
  tx: Queryable,
  owner: Owner,
  currencies: readonly string[],
  at: Date,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const currency of currencies) {
    const input = HISTORY_SUPPLIERS[currency];
    if (input) ids.set(currency, await importBeneficiaryInTx(tx, owner, input, at));
  }
  return ids;
}

/** Records each history movement's business record, after its ledger transfers are booked. */
export async function recordHistory(
  tx: Queryable,
  owner: Owner,
  suppliers: Map<string, string>,
  records: readonly HistoryRecord[],
): Promise<void> {
  for (const r of records) {
    if (r.kind === 'payout') {
      const number = await importPaidPayoutInTx(tx, owner, {
        id: r.id,
        beneficiaryId: suppliers.get(r.currency)!,
        sourceAccountId: r.accountId,
        amount: r.amount,
        fee: r.fee,
        at: r.at,
        narrative: `Order ${r.number.slice(-6)}`,
      });
      if (number !== r.number) throw new Error(`Seeded payout ${r.id} is ${number}, its ledger says ${r.number}`);
    } else if (r.kind === 'exchange') {
      await importExchangeInTx(tx, owner, r);
    } else {
      await importCompletedFundingInTx(tx, owner, {
        id: r.id,
        accountId: r.accountId,
        amount: r.amount,
        creditTransferId: r.transferId,
        at: r.at,
      });
    }
  }
}
