import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { parseAmount } from '@corridor/domain/money';
import { statementNarrative } from '@corridor/domain/payouts/narrative';
import type { ReactNode } from 'react';
import { accountLabel } from '@/lib/account-label.ts';
import { Button } from '@/ui/button.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { PayoutDocumentList } from '@/ui/payout-documents.tsx';
import { ContactSummary } from './contact-summary.tsx';
import type { PayoutFailure } from './payout-failure.ts';
import type { SendDraft } from './send-draft.ts';
import type { SendStep } from './send-flow.ts';

type ReviewRowsProps = {
  draft: SendDraft;
  source: TCurrencyAccount | undefined;
  purposeLabel: string | null;
  businessName?: string;
  failure: PayoutFailure | null;
  onChange: (step: SendStep) => void;
};

/** The amount as typed, formatted as every other figure on the page ("SGD 123,456,789,012.34"); as typed if invalid. */
function TypedAmount({ text, currency }: { text: string; currency: string | undefined }) {
  const parsed = currency ? parseAmount(text, currency) : null;
  if (!currency || !parsed?.ok) return <>{`${currency ?? ''} ${text}`.trim()}</>;
  return <MoneyText minor={parsed.minor.toString()} currency={currency} withCode />;
}

/**
 * What the person chose, one row each with a way back to change it, and the refusal the check put on that row
 * (spec §8: "shown on the right fields"). A refusal that disables input offers no change of amount or recipient.
 */
export function ReviewRows({ draft, source, purposeLabel, businessName, failure, onChange }: ReviewRowsProps) {
  const fields = failure?.fields ?? {};
  const isLocked = failure?.isInputDisabled ?? false;
  const typed = draft.fixedSide === 'source' ? 'You send' : 'Recipient gets';
  const currency = draft.fixedSide === 'source' ? source?.currency : draft.recipient?.destination_currency;
  return (
    <dl className="send-review-rows">
      <Row
        term="Recipient"
        error={fields.recipient}
        onChange={isLocked ? undefined : () => onChange(0)}
        what="recipient"
      >
        {draft.recipient ? <ContactSummary contact={draft.recipient} /> : null}
      </Row>
      <Row
        term="Pay from"
        error={fields.sourceAccount}
        onChange={isLocked ? undefined : () => onChange(1)}
        what="account"
      >
        {source ? (
          <>
            {accountLabel(source)}
            <span className="send-review-note">
              Available <MoneyText minor={source.available_balance.amountMinor} currency={source.currency} withCode />
            </span>
          </>
        ) : null}
      </Row>
      <Row
        term="Amount you entered"
        error={fields.amount}
        onChange={isLocked ? undefined : () => onChange(1)}
        what="amount"
      >
        {typed} <TypedAmount text={draft.amount} currency={currency} />
      </Row>
      <Row term="Purpose" error={fields.purpose} onChange={() => onChange(1)} what="purpose">
        {purposeLabel ?? 'None given'}
      </Row>
      <Row term="Reference for your recipient" error={fields.narrative} onChange={() => onChange(1)} what="reference">
        {draft.narrative.trim() ||
          `${statementNarrative('', businessName ?? '') || 'Your business name'} (your business name, as none was given)`}
      </Row>
      <Row
        term="Supporting documents"
        error={fields.documents}
        onChange={isLocked ? undefined : () => onChange(1)}
        what="documents"
      >
        {draft.documents.length > 0 ? <PayoutDocumentList documents={draft.documents} /> : 'None attached'}
      </Row>
    </dl>
  );
}

type RowProps = { term: string; error?: string; onChange?: () => void; what: string; children: ReactNode };

function Row({ term, error, onChange, what, children }: RowProps) {
  return (
    <div className={error ? 'send-review-row has-error' : 'send-review-row'}>
      <dt>{term}</dt>
      <dd>
        <div className="send-review-value">{children}</div>
        {onChange ? (
          <Button variant="link" className="send-review-change" onClick={onChange} aria-label={`Change the ${what}`}>
            Change
          </Button>
        ) : null}
        {error ? <p className="field-error send-review-error">{error}</p> : null}
      </dd>
    </div>
  );
}
