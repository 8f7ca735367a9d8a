import type { TBeneficiaryInput } from '@corridor/contracts/beneficiaries/beneficiary';
import type { Queryable } from '../db/client.ts';
import { importBeneficiaryInTx } from '../modules/beneficiaries/beneficiaries.service.ts';

/**
 * The AU demo business (no maker/checker) gets a supplier to pay, so a payment by card, bank transfer or PayID can be
 * tried from /r/individualsend straight away: it goes to awaiting funds, then on to the bank when the money arrives.
 */
const AU_CONTACT: TBeneficiaryInput = {
  beneficiary_country_code: 'DE',
  destination_currency: 'EUR',
  beneficiary_account_type: 'COMPANY',
  beneficiary_name: 'Brennerei Alpenglück GmbH',
  beneficiary_email: 'buchhaltung@alpenglueck.de',
  beneficiary_account_number: 'DE02120300000000202051',
  routing_code_type_1: 'SWIFT',
  routing_code_value_1: 'BYLADEM1001',
  beneficiary_bank_name: 'Deutsche Kreditbank',
  remitter_beneficiary_relationship: 'SUPPLIER',
};

export async function seedPaymentMethods(
  tx: Queryable,
  au: { clientId: string; legalEntity: string; userId: string },
  now: Date,
): Promise<void> {
  await importBeneficiaryInTx(tx, au, AU_CONTACT, now);
}
