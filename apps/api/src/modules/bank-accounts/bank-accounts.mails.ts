import { countryName } from '@corridor/domain/corridors';
import type { OutgoingMail } from '../../partners/mail/mail.ts';

/** Spec §7 email-trigger templates, for the business's own bank accounts. */
export type BankAccountMailTemplate = 'bankAccountLinked' | 'bankAccountEdited';

/** The spec's email_message params (clientName, accountNumber masked, countryCode), and who did it. */
export type BankAccountMailParams = {
  clientName: string;
  accountName: string;
  accountNumber: string;
  countryCode: string;
  changedBy: string;
  publicUrl: string;
};

/**
 * A notice that money can now leave for this account: a hijacked session's first move is often to add or change
 * where withdrawals go, so every user who can withdraw hears of it, the one who did it included.
 */
export function bankAccountMail(
  to: { email: string; name: string },
  template: BankAccountMailTemplate,
  p: BankAccountMailParams,
): OutgoingMail {
  const where = `${p.accountName}, account ${p.accountNumber} (${countryName(p.countryCode)})`;
  const isEdit = template === 'bankAccountEdited';
  return {
    to: to.email,
    subject: isEdit ? `A bank account of ${p.clientName} was changed` : `A bank account was linked to ${p.clientName}`,
    text: [
      `Hello ${to.name},`,
      '',
      isEdit
        ? `${p.changedBy} changed the details of ${where}. Withdrawals and sweeps to it now use the new details.`
        : `${p.changedBy} linked ${where} to ${p.clientName}. Money can now be withdrawn to it.`,
      '',
      'If you did not expect this, tell your administrator and check your bank accounts before withdrawing:',
      `${p.publicUrl}/r/withdraw`,
    ].join('\n'),
  };
}
