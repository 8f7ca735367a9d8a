import type { TBeneficiaryInput } from '@corridor/contracts/beneficiaries/beneficiary';
import type { Queryable } from '../db/client.ts';
import { importBeneficiaryInTx } from '../modules/beneficiaries/beneficiaries.service.ts';

/** The SG demo business's contacts: suppliers and contractors across EUR, GBP, USD, INR and AUD, in groups. */
const SG_CONTACTS: TBeneficiaryInput[] = [
  {
    beneficiary_country_code: 'DE',
    destination_currency: 'EUR',
    beneficiary_account_type: 'COMPANY',
    beneficiary_name: 'Müller Maschinenbau GmbH',
    beneficiary_email: 'buchhaltung@mueller-maschinenbau.de',
    beneficiary_contact_name: 'Jonas Weber',
    beneficiary_account_number: 'DE89370400440532013000',
    routing_code_type_1: 'SWIFT',
    routing_code_value_1: 'COBADEFFXXX',
    beneficiary_bank_name: 'Commerzbank',
    remitter_beneficiary_relationship: 'SUPPLIER',
    beneficiary_group_name: 'Suppliers EU',
  },
  {
    beneficiary_country_code: 'FR',
    destination_currency: 'EUR',
    beneficiary_account_type: 'COMPANY',
    beneficiary_name: 'Atelier Lumière SARL',
    beneficiary_email: 'compta@atelier-lumiere.fr',
    beneficiary_account_number: 'FR1420041010050500013M02606',
    beneficiary_bank_name: 'La Banque Postale',
    beneficiary_group_name: 'Suppliers EU',
  },
  {
    beneficiary_country_code: 'NL',
    destination_currency: 'EUR',
    beneficiary_account_type: 'COMPANY',
    beneficiary_name: 'Koninklijke Nederlandse Scheepvaart- en Handelsmaatschappij B.V.',
    beneficiary_email: 'crediteuren@knsh-shipping.nl',
    beneficiary_account_number: 'NL91ABNA0417164300',
    beneficiary_bank_name: 'ABN AMRO Bank',
    beneficiary_group_name: 'Logistics',
  },
  {
    beneficiary_country_code: 'GB',
    destination_currency: 'GBP',
    beneficiary_account_type: 'COMPANY',
    beneficiary_name: 'Thames Valley Logistics Ltd',
    beneficiary_email: 'accounts@thamesvalleylogistics.co.uk',
    beneficiary_contact_country_code: '+44',
    beneficiary_contact_number: '7400 123456',
    beneficiary_account_number: '31926819',
    routing_code_type_1: 'SORT_CODE',
    routing_code_value_1: '601613',
    beneficiary_bank_name: 'NatWest',
    beneficiary_group_name: 'Logistics',
  },
  {
    beneficiary_country_code: 'US',
    destination_currency: 'USD',
    beneficiary_account_type: 'COMPANY',
    beneficiary_name: 'Brightline Software Inc.',
    beneficiary_email: 'ar@brightline.io',
    beneficiary_address: '500 Howard Street, Suite 300',
    beneficiary_city: 'San Francisco',
    beneficiary_state: 'CA',
    beneficiary_postcode: '94105',
    beneficiary_account_number: '004512349876',
    beneficiary_bank_account_type: 'CHECKING',
    routing_code_type_1: 'ACH',
    routing_code_value_1: '026009593',
    beneficiary_bank_name: 'Bank of America',
  },
  {
    beneficiary_country_code: 'IN',
    destination_currency: 'INR',
    beneficiary_account_type: 'INDIVIDUAL',
    beneficiary_name: 'Priya Nair',
    beneficiary_email: 'priya.nair@example.in',
    beneficiary_contact_country_code: '+91',
    beneficiary_contact_number: '98765 43210',
    beneficiary_address: '14 Residency Road',
    beneficiary_city: 'Bengaluru',
    beneficiary_state: 'Karnataka',
    beneficiary_postcode: '560025',
    remitter_beneficiary_relationship: 'CONTRACTOR',
    beneficiary_account_number: '50100234567891',
    routing_code_type_1: 'IFSC',
    routing_code_value_1: 'HDFC0000240',
    beneficiary_bank_name: 'HDFC Bank',
    beneficiary_group_name: 'Contractors',
  },
  {
    beneficiary_country_code: 'AU',
    destination_currency: 'AUD',
    beneficiary_account_type: 'COMPANY',
    beneficiary_name: 'Southern Cross Packaging Pty Ltd',
    beneficiary_email: 'payables@southerncrosspack.com.au',
    beneficiary_account_number: '12345678',
    routing_code_type_1: 'BSB',
    routing_code_value_1: '062000',
    beneficiary_bank_name: 'Commonwealth Bank of Australia',
    beneficiary_group_name: 'Logistics',
  },
  {
    // The word RFI in the name: the sandbox rail's compliance asks about payouts to it (the demo's open RFI).
    beneficiary_country_code: 'AU',
    destination_currency: 'AUD',
    beneficiary_account_type: 'COMPANY',
    beneficiary_name: 'Coral Coast RFI Advisory Pty Ltd',
    beneficiary_email: 'accounts@coralcoastadvisory.com.au',
    beneficiary_account_number: '87654321',
    routing_code_type_1: 'BSB',
    routing_code_value_1: '083000',
    beneficiary_bank_name: 'National Australia Bank',
  },
];

/** Seeds the contacts through the beneficiaries service, in the seed's transaction; returns their ids by name. */
export async function seedContacts(
  tx: Queryable,
  owner: { clientId: string; legalEntity: string; userId: string },
  now: Date,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const contact of SG_CONTACTS) {
    ids.set(contact.beneficiary_name!, await importBeneficiaryInTx(tx, owner, contact, now));
  }
  return ids;
}
