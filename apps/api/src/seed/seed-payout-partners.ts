import type { TBeneficiaryInput } from '@corridor/contracts/beneficiaries/beneficiary';
import type { Queryable } from '../db/client.ts';
import { importBeneficiaryInTx } from '../modules/beneficiaries/beneficiaries.service.ts';
import type { SeededBusiness } from './seed-ach-fpx.ts';

/**
 * The ACH (US) and FPX (MY) demo businesses get a supplier each, so a payment paid by ACH direct debit or by FPX can be
 * tried from /r/individualsend straight away.
 */
const supplier = (name: string, email: string): TBeneficiaryInput => ({
  beneficiary_country_code: 'DE',
  destination_currency: 'EUR',
  beneficiary_account_type: 'COMPANY',
  beneficiary_name: name,
  beneficiary_email: email,
  beneficiary_account_number: 'DE89370400440532013000',
  routing_code_type_1: 'SWIFT',
  routing_code_value_1: 'COBADEFFXXX',
  beneficiary_bank_name: 'Commerzbank',
  remitter_beneficiary_relationship: 'SUPPLIER',
});

export async function seedPayoutPartners(
  tx: Queryable,
  businesses: { us: SeededBusiness; my: SeededBusiness },
  now: Date,
): Promise<void> {
  await importBeneficiaryInTx(
    tx,
    businesses.us,
    supplier('Präzisionswerkzeuge Schwarzwald GmbH & Co. KG', 'ap@schwarzwald-werkzeuge.de'),
    now,
  );
  await importBeneficiaryInTx(
    tx,
    businesses.my,
    supplier('Rheinland Textilhandel GmbH', 'finance@rheinland-textil.de'),
    now,
  );
}
