import type { TFunding } from '@corridor/contracts/fundings/funding';
import { CopyButton } from '@/ui/copy-button.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import './transfer-instructions.css';

type Instructions = NonNullable<TFunding['instructions']>;

const ROUTING_LABELS: Record<string, string> = {
  BANK_CODE: 'Bank code',
  BSB: 'BSB',
  ACH_ROUTING: 'ACH routing number',
  SORT_CODE: 'Sort code',
  SWIFT: 'SWIFT code',
};

/**
 * Where to send a bank transfer, PayNow or PayID, each value copyable; the reference is what matches it to us. Drawn
 * by add money, the send flow's awaiting-funds popup and a bulk payment waiting for its transfer.
 */
export function TransferInstructions({
  funding,
}: {
  funding: { total: TFunding['total']; instructions: Instructions };
}) {
  const i = funding.instructions;
  const rows: [string, string][] = [
    ['Account name', i.accountName],
    [
      i.proxyType === 'UEN' ? 'PayNow UEN' : i.proxyType === 'EMAIL' ? 'PayID (email)' : 'Bank',
      i.proxyValue ?? i.bankName,
    ],
    ...(i.accountNumber ? ([['Account number', i.accountNumber]] as [string, string][]) : []),
    ...(i.routingCodeType && i.routingCode
      ? ([[ROUTING_LABELS[i.routingCodeType] ?? i.routingCodeType, i.routingCode]] as [string, string][])
      : []),
    ['Reference', i.reference],
  ];
  return (
    <div className="stack">
      <p>
        Send exactly{' '}
        <strong>
          <MoneyText minor={funding.total.amountMinor} currency={funding.total.currency} withCode />
        </strong>{' '}
        with the reference below. Only funds from an account in your business's own name are accepted.
      </p>
      <dl className="transfer-instructions">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>
              <span className="mono transfer-instruction-value">{value}</span>
              <CopyButton value={value} label={term} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
