import type { TCardWithdrawal } from '@corridor/contracts/card-balances/card-withdraw';
import { PATHS } from '@corridor/domain/paths';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/ui/button.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { StatusChip } from '@/ui/status-chip.tsx';

/**
 * What a confirmed card withdrawal became: complete at once, with its FW reference, the amount and the account it went
 * to. Focus moves to its heading, so a keyboard or screen reader user lands on the outcome.
 */
export function CardWithdrawResult({
  withdrawal: w,
  onAnother,
}: {
  withdrawal: TCardWithdrawal;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel stack card-withdraw-result" aria-labelledby="card-withdraw-result-title">
      <div className="card-withdraw-result-head">
        <h2 id="card-withdraw-result-title" ref={heading} tabIndex={-1}>
          Withdrawal complete
        </h2>
        <StatusChip label={w.statusLabel} tone="success" />
      </div>
      <p className="card-withdraw-result-amount">
        <MoneyText minor={w.amount.amountMinor} currency={w.amount.currency} withCode />
        <span className="muted">
          {' '}
          to your {w.destination_account.currency} account{' '}
          <span className="mono">{w.destination_account.account_number}</span>
        </span>
      </p>
      <p>
        Reference <strong className="mono">{w.reference}</strong>
      </p>
      <div className="card-withdraw-result-actions">
        <Button variant="secondary" onClick={onAnother}>
          Make another withdrawal
        </Button>
        <Link to={PATHS.myAccounts}>See your accounts</Link>
      </div>
    </section>
  );
}
