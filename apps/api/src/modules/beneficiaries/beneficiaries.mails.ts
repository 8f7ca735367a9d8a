import { countryName } from '@corridor/domain/corridors';
import type { OutgoingMail } from '../../partners/mail/mail.ts';

/** Spec §7 email-trigger templates. */
export type BankMailTemplate = 'bankAccountLinked' | 'bankAccountEdited';

/** The spec's email_message params: the business, the (masked) account, its country; and who did it, to whom. */
export type BankMailParams = {
  clientName: string;
  beneficiaryName: string;
  accountNumber: string;
  countryCode: string;
  changedBy: string;
  publicUrl: string;
};

export function bankDetailsMail(
  to: { email: string; name: string },
  template: BankMailTemplate,
  p: BankMailParams,
): OutgoingMail {
  const where = `${p.accountNumber} (${countryName(p.countryCode)})`;
  const isEdit = template === 'bankAccountEdited';
  return {
    to: to.email,
    subject: isEdit ? `Bank details changed for ${p.beneficiaryName}` : `Bank details added for ${p.beneficiaryName}`,
    text: [
      `Hello ${to.name},`,
      '',
      isEdit
        ? `${p.changedBy} changed the bank details of ${p.beneficiaryName}, a contact of ${p.clientName}. Payments to them now go to account ${where}.`
        : `${p.changedBy} added ${p.beneficiaryName} as a contact of ${p.clientName}, paid into account ${where}.`,
      '',
      'If you did not expect this, check the contact before paying it, and tell your administrator: changed bank',
      `details are a common sign of invoice fraud. Contacts: ${p.publicUrl}/r/contacts`,
    ].join('\n'),
  };
}
