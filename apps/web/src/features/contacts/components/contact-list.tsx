import type { TBeneficiary } from '@corridor/contracts/beneficiaries/beneficiary';
import { maskAccountNumber } from '@corridor/domain/beneficiaries/mask';
import { countryName } from '@corridor/domain/corridors';
import { ActionMenu } from '@/ui/action-menu.tsx';
import { CurrencyFlag } from '@/ui/currency-flag.tsx';

type ContactListProps = {
  contacts: readonly TBeneficiary[];
  onEdit: (contact: TBeneficiary) => void;
  onDelete: (contact: TBeneficiary) => void;
};

const METHOD = { LOCAL: 'Local transfer', SWIFT: 'SWIFT wire' } as const;

/** The contacts, one row each: who, where and how they are paid, into which account, their group, and actions. */
export function ContactList({ contacts, onEdit, onDelete }: ContactListProps) {
  return (
    <ul className="contact-list" aria-label="Contacts">
      {contacts.map((c) => (
        <li key={c._id} className="contact-row" aria-label={c.beneficiary_name}>
          <CurrencyFlag currency={c.destination_currency} />
          <div className="contact-who">
            <span className="contact-name">{c.beneficiary_name}</span>
            <span className="contact-meta">{c.beneficiary_email}</span>
          </div>
          <div className="contact-where">
            <span>
              {countryName(c.destination_country)} · {c.destination_currency}
            </span>
            <span className="contact-meta">{METHOD[c.payout_method]}</span>
          </div>
          <div className="contact-bank">
            <span>{c.beneficiary_bank_name}</span>
            <span className="contact-meta">
              <span className="visually-hidden">Account ending </span>
              {maskAccountNumber(c.beneficiary_account_number)}
            </span>
          </div>
          <div className="contact-group">
            {c.beneficiary_group_name ? <span className="contact-chip">{c.beneficiary_group_name}</span> : null}
          </div>
          <div className="contact-actions">
            <ActionMenu
              label="Actions"
              accessibleLabel={`Actions for ${c.beneficiary_name}`}
              items={[
                { label: 'Edit', onSelect: () => onEdit(c) },
                { label: 'Delete', onSelect: () => onDelete(c), tone: 'danger' },
              ]}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
