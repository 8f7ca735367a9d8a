import { maskAccountNumber } from '@corridor/domain/beneficiaries/mask';
import { countryName } from '@corridor/domain/corridors';
import { CurrencyFlag } from '@/ui/currency-flag.tsx';
import type { PayoutFailure } from './payout-failure.ts';
import type { SendRecipient } from './send-draft.ts';

const METHOD = { LOCAL: 'Local transfer', SWIFT: 'SWIFT wire' } as const;

/** A contact in a line or two: name and email, where and how it is paid, into which account; long names wrap. */
export function ContactSummary({ contact, failure }: { contact: SendRecipient; failure?: PayoutFailure }) {
  const masked = maskAccountNumber(contact.beneficiary_account_number);
  return (
    <span className="contact-summary">
      <CurrencyFlag currency={contact.destination_currency} size="small" />
      <span className="contact-summary-who">
        <span className="contact-summary-name">{contact.beneficiary_name}</span>
        <span className="contact-summary-meta">
          {countryName(contact.destination_country)} · {contact.destination_currency} · {METHOD[contact.payout_method]}
        </span>
        <span className="contact-summary-meta">
          {[contact.beneficiary_bank_name, masked ? `account ${masked}` : null].filter(Boolean).join(' · ')}
        </span>
        {failure ? <span className="contact-summary-failure">Last attempt refused: {failure.message}</span> : null}
      </span>
    </span>
  );
}
