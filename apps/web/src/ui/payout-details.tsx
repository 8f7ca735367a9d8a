import type { TPayout, TPayoutEvent } from '@corridor/contracts/payouts/payout-common';
import { maskAccountNumber } from '@corridor/domain/beneficiaries/mask';
import { formatDateTime } from '@corridor/domain/dates';
import { type ReactNode, useId } from 'react';
import { accountLabel } from '@/lib/account-label.ts';
import { CopyButton } from './copy-button.tsx';
import { PayoutDocumentList } from './payout-documents.tsx';
import { PayoutFigures } from './payout-figures.tsx';
import { PayoutStatus, payoutStatusLabel } from './payout-status.tsx';
import { PayoutTracker } from './payout-tracker.tsx';
import './payout.css';

const PAID_WITH: Readonly<Record<TPayout['deposit_method'], string>> = {
  account: 'Account balance',
  creditCard: 'Card',
  payNow: 'PayNow',
  payId: 'PayID',
  bankTransfer: 'Bank transfer',
  ach: 'ACH direct debit',
  fpxTransfer: 'FPX transfer',
};

/** Who made a move, in words: the person, the approver, the bank, or Corridor itself. */
export function actorText(actor: TPayoutEvent['actor']): string {
  if (actor.type === 'checker') return actor.user ? `${actor.user.name} (approver)` : 'An approver';
  if (actor.user) return actor.user.name;
  return actor.type === 'rail' ? 'The bank' : actor.type === 'funding' ? 'Funding' : 'Corridor';
}

/**
 * One payout in full: its reference and status, whom it pays, every figure, what it is for, who made and approved
 * it, the tracker and every status change with who, when and why (spec §4, §6 "every decision recorded").
 */
export function PayoutDetails({ payout, timeZone }: { payout: TPayout; timeZone?: string }) {
  const b = payout.beneficiary;
  const { approval } = payout;
  const id = useId();
  return (
    <div className="payout-details">
      <div className="payout-details-head">
        <p className="payout-reference">
          <span className="mono">{payout.transaction_number}</span>
          <CopyButton value={payout.transaction_number} label={`reference ${payout.transaction_number}`} />
        </p>
        <PayoutStatus status={payout.status} progressLabel={payout.progress_label} />
      </div>
      <section aria-label="Recipient" className="payout-recipient">
        <p className="payout-recipient-name">{b.name}</p>
        <p className="muted">
          {[b.destination_country_name, b.bank_name].filter(Boolean).join(' · ')}
          {b.account_number ? (
            <>
              {b.destination_country_name || b.bank_name ? ' · ' : null}
              {/* The masked number in one piece: "••••" on one line and its digits on the next read as two things. */}
              <span className="nowrap">{maskAccountNumber(b.account_number)}</span>
            </>
          ) : null}
        </p>
      </section>
      <PayoutFigures pricing={payout} sourceLabel={accountLabel(payout.source_account)} recipientName={b.name} />
      <dl className="payout-facts">
        <Fact term="Paid with">{PAID_WITH[payout.deposit_method]}</Fact>
        <Fact term="Purpose">{payout.purpose_label ?? 'None given'}</Fact>
        <Fact term="Reference on the recipient's statement">{payout.statement_narrative}</Fact>
        {payout.documents.length > 0 ? (
          <Fact term="Supporting documents">
            <PayoutDocumentList documents={payout.documents} />
          </Fact>
        ) : null}
        {payout.external_reference_id ? (
          <Fact term="Group reference">
            <span className="mono">{payout.external_reference_id}</span>
          </Fact>
        ) : null}
        <Fact term="Created">
          {formatDateTime(payout.created_at, timeZone)} by {payout.created_by.name}
        </Fact>
        <Fact term="Approval">{approvalText(payout, timeZone)}</Fact>
        {approval.reason ? <Fact term="Reason given">{approval.reason}</Fact> : null}
      </dl>
      <section aria-labelledby={`${id}-progress`} className="stack">
        <h3 id={`${id}-progress`} className="payout-subtitle">
          Progress
        </h3>
        <PayoutTracker steps={payout.tracker} timeZone={timeZone} />
      </section>
      <section aria-labelledby={`${id}-history`} className="stack">
        <h3 id={`${id}-history`} className="payout-subtitle">
          History
        </h3>
        <ol className="payout-events">
          {[...payout.events].reverse().map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: events never reorder
            <li key={`${e.at}-${i}`} className="payout-event">
              <span className="payout-event-status">{payoutStatusLabel(e.status)}</span>
              <span className="muted">
                {formatDateTime(e.at, timeZone)} · {actorText(e.actor)}
              </span>
              {e.reason ? <span className="payout-event-reason">“{e.reason}”</span> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** Whether it needed approval, who decided and when; undecided, by when (its rate lapses) or that nobody did. */
export function approvalText(payout: Pick<TPayout, 'approval' | 'is_final'>, timeZone?: string): string {
  const { approval } = payout;
  if (!approval.is_required) return 'Not needed';
  if (!approval.decision && payout.is_final) return 'Not decided: it ended before an approver decided';
  if (!approval.decision) {
    const by = approval.decide_by
      ? `: approve by ${formatDateTime(approval.decide_by, timeZone)}, when its rate lapses`
      : '';
    return `Waiting for an approver${by}`;
  }
  const who = approval.decided_by?.name ?? 'An approver';
  const when = approval.decided_at ? ` on ${formatDateTime(approval.decided_at, timeZone)}` : '';
  return `${approval.decision === 'APPROVED' ? 'Approved' : 'Rejected'} by ${who}${when}`;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
