import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import { maskAccountNumber } from '@corridor/domain/beneficiaries/mask';
import { formatDateTime } from '@corridor/domain/dates';
import { rateText } from '@/lib/fx-text.ts';
import { MoneyText } from '@/ui/money-text.tsx';
import { PayoutStatus } from '@/ui/payout-status.tsx';

type QueueRowProps = {
  row: TPayout;
  isSelected: boolean;
  /** Why this viewer cannot choose it (their own payout), or null. */
  reason: string | null;
  onToggle: () => void;
  onOpen: () => void;
  timeZone?: string;
};

/**
 * One payout waiting for an approver: whom it pays, what it sends and what arrives, who made it and when, at which
 * rate, and by when it must be approved (its rate lapses then, and it is cancelled). A row the viewer cannot decide on
 * is shown with its reason and no checkbox to tick.
 */
export function QueueRow({ row, isSelected, reason, onToggle, onOpen, timeZone }: QueueRowProps) {
  const b = row.beneficiary;
  const { sourceAmountWithSupplierFee: sent, destinationAmount: received } = row.exchangeValue;
  const isCross = row.source_currency !== row.destination_currency;
  const reasonId = `${row.payment_id}-reason`;
  return (
    <li className={isSelected ? 'queue-row is-selected' : 'queue-row'}>
      <input
        type="checkbox"
        className="queue-check"
        checked={isSelected}
        disabled={reason !== null}
        onChange={onToggle}
        aria-label={`Select the payout to ${b.name}, ${sent.currency} ${sent.display}`}
        aria-describedby={reason ? reasonId : undefined}
      />
      <div className="queue-who">
        <button type="button" className="queue-link" aria-haspopup="dialog" onClick={onOpen}>
          {b.name}
          <span className="visually-hidden">, details of {row.transaction_number}</span>
        </button>
        <span className="queue-meta">
          {[b.destination_country_name, b.bank_name, b.account_number ? maskAccountNumber(b.account_number) : null]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <span className="queue-meta">
          Created by {row.created_by.name} · {formatDateTime(row.created_at, timeZone)}
        </span>
        {row.approval.decide_by ? (
          <span className="queue-meta">
            Approve by {formatDateTime(row.approval.decide_by, timeZone)}, when its rate lapses
          </span>
        ) : null}
        <span className="queue-meta mono">{row.transaction_number}</span>
        {reason ? (
          <span className="queue-reason" id={reasonId}>
            {reason}
          </span>
        ) : null}
      </div>
      <dl className="queue-figures">
        <div>
          <dt>Sent</dt>
          <dd>
            <MoneyText minor={sent.amountMinor} currency={sent.currency} withCode />
          </dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>
            <MoneyText minor={received.amountMinor} currency={received.currency} withCode />
          </dd>
        </div>
        {isCross ? (
          <div>
            <dt>Rate</dt>
            <dd>{rateText(row)}</dd>
          </div>
        ) : null}
        <div className="queue-status">
          <dt className="visually-hidden">Status</dt>
          <dd>
            <PayoutStatus status={row.status} />
          </dd>
        </div>
      </dl>
    </li>
  );
}
