import type { Db } from '../../src/db/client.ts';
import { insertBeneficiary } from '../../src/modules/beneficiaries/beneficiaries.repository.ts';
import { importBeneficiaryInTx } from '../../src/modules/beneficiaries/beneficiaries.service.ts';
import type { TestClient, TestUser } from './businesses.ts';

/** Contacts (beneficiaries): a valid one per corridor through the service, many at once, and legacy rows. */
/** A valid SEPA contact (Germany, EUR), changed by `overrides`: the body a person would send. */
export function contactInput(overrides: Record<string, string | undefined> = {}) {
  return {
    beneficiary_country_code: 'DE',
    destination_currency: 'EUR',
    beneficiary_account_type: 'COMPANY',
    beneficiary_name: 'Müller Maschinenbau GmbH',
    beneficiary_email: 'ap@mueller-maschinenbau.de',
    beneficiary_bank_name: 'Commerzbank',
    beneficiary_account_number: 'DE89370400440532013000',
    ...overrides,
  };
}

/**
 * Adds `count` contacts to the client at once, named "Contact 0001"…, through the beneficiaries repository (the
 * list's page-length tests need hundreds; the service's checks are tested on their own).
 */
export async function addContacts(db: Db, client: Pick<TestClient, 'id'>, user: Pick<TestUser, 'id'>, count: number) {
  await db.tx(async (tx) => {
    for (let i = 0; i < count; i += 1) {
      await insertBeneficiary(tx, client.id, {
        beneficiary_country_code: 'DE',
        destination_country: 'DE',
        destination_currency: 'EUR',
        payout_method: 'LOCAL',
        beneficiary_account_type: 'COMPANY',
        beneficiary_name: `Contact ${String(i).padStart(4, '0')}`,
        beneficiary_email: `contact${i}@example.com`,
        group_name: null,
        details: { beneficiary_account_number: 'DE89370400440532013000', beneficiary_bank_name: 'Commerzbank' },
        createdBy: user.id,
        now: new Date(),
      });
    }
  });
}

/** Adds a contact through the beneficiaries service (checked against its corridor); returns its id. */
export async function createContact(
  db: Db,
  client: TestClient,
  user: Pick<TestUser, 'id'>,
  overrides: Record<string, string | undefined> = {},
): Promise<string> {
  return db.tx((tx) =>
    importBeneficiaryInTx(
      tx,
      { clientId: client.id, legalEntity: client.entity, userId: user.id },
      contactInput(overrides),
      new Date(),
    ),
  );
}

/** Valid contacts per corridor (the send tests' recipients): overrides of contactInput() for `createContact`. */
export const CONTACTS = {
  EUR: {},
  GBP: {
    beneficiary_country_code: 'GB',
    destination_currency: 'GBP',
    beneficiary_name: 'Thames Valley Logistics Ltd',
    beneficiary_account_number: '31926819',
    routing_code_type_1: 'SORT_CODE',
    routing_code_value_1: '601613',
    beneficiary_bank_name: 'NatWest',
  },
  CNY: {
    beneficiary_country_code: 'CN',
    destination_currency: 'CNY',
    beneficiary_name: 'Shenzhen Bright Components Co Ltd',
    beneficiary_contact_country_code: '+86',
    beneficiary_contact_number: '13812345678',
    beneficiary_address: '88 Keyuan Road',
    beneficiary_city: 'Shenzhen',
    beneficiary_postcode: '518057',
    remitter_beneficiary_relationship: 'SUPPLIER',
    beneficiary_account_number: '6222020200112233',
    routing_code_type_1: 'CNAPS',
    routing_code_value_1: '102100099996',
    beneficiary_bank_name: 'Industrial and Commercial Bank of China',
  },
  JPY: {
    beneficiary_country_code: 'JP',
    destination_currency: 'JPY',
    beneficiary_name: 'Osaka Precision KK',
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
  INR: {
    beneficiary_country_code: 'IN',
    destination_currency: 'INR',
    beneficiary_name: 'Priya Nair',
    beneficiary_address: '14 Residency Road',
    beneficiary_city: 'Bengaluru',
    beneficiary_postcode: '560025',
    remitter_beneficiary_relationship: 'CONTRACTOR',
    beneficiary_account_number: '50100234567891',
    routing_code_type_1: 'IFSC',
    routing_code_value_1: 'HDFC0000240',
    beneficiary_bank_name: 'HDFC Bank',
  },
  PKR: {
    beneficiary_country_code: 'PK',
    destination_currency: 'PKR',
    beneficiary_name: 'Lahore Textiles Pvt Ltd',
    beneficiary_address: '12 Mall Road',
    beneficiary_city: 'Lahore',
    beneficiary_postcode: '54000',
    remitter_beneficiary_relationship: 'SUPPLIER',
    beneficiary_account_number: 'PK36SCBL0000001123456702',
    beneficiary_bank_name: 'Standard Chartered Pakistan',
  },
  MYR: {
    beneficiary_country_code: 'MY',
    destination_currency: 'MYR',
    beneficiary_name: 'Klang Valley Supplies Sdn Bhd',
    beneficiary_account_number: '5140123456789',
    routing_code_type_1: 'SWIFT',
    routing_code_value_1: 'MBBEMYKL',
    beneficiary_bank_name: 'Maybank',
  },
  SGD: {
    beneficiary_country_code: 'SG',
    destination_currency: 'SGD',
    beneficiary_name: 'Marina Office Supplies Pte Ltd',
    beneficiary_account_number: '1234567890',
    routing_code_type_1: 'BANK_CODE',
    routing_code_value_1: '7171',
    beneficiary_bank_name: 'DBS Bank',
  },
} as const satisfies Record<string, Record<string, string>>;

/**
 * A contact written straight to its table, past the corridor's checks: data from before a rule existed (a PKR
 * contact that is not a company), which the payout rules must still refuse. Returns its id.
 */
export async function insertLegacyContact(
  db: Db,
  client: Pick<TestClient, 'id'>,
  user: Pick<TestUser, 'id'>,
  c: { country: string; currency: string; accountType: 'COMPANY' | 'INDIVIDUAL'; name: string },
): Promise<string> {
  const row = await insertBeneficiary(db, client.id, {
    beneficiary_country_code: c.country,
    destination_country: c.country,
    destination_currency: c.currency,
    payout_method: 'LOCAL',
    beneficiary_account_type: c.accountType,
    beneficiary_name: c.name,
    beneficiary_email: 'legacy@example.com',
    group_name: null,
    details: { beneficiary_account_number: 'PK36SCBL0000001123456702', beneficiary_bank_name: 'Legacy Bank' },
    createdBy: user.id,
    now: new Date(),
  });
  return row.id;
}
