import type { TActiveClient } from '@corridor/contracts/clients/active-client';
import type { ReactNode } from 'react';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Figure, FigureList } from '@/ui/figure-list.tsx';

/**
 * Settings, Bank details for auto-sweep (spec §2, §3 autosweep_bank_account): the account the end-of-day sweep pays
 * into, as the client record holds it, and the receive settings that choose it (drawn by the withdraw feature, the
 * one place they are kept, handed in as `sweepSettings`).
 */
export function AutosweepTab({
  client,
  hasAutoSweep,
  sweepSettings,
}: {
  client: TActiveClient;
  hasAutoSweep: boolean;
  sweepSettings: ReactNode;
}) {
  const account = client.autosweep_bank_account;
  if (!hasAutoSweep) {
    return (
      <section className="panel" aria-labelledby="sweep-title">
        <h2 id="sweep-title" className="section-title">
          Bank details for auto-sweep
        </h2>
        <EmptyState
          title="Your balances are not swept"
          description="Businesses in your country withdraw to their bank by hand, from the Withdraw page."
        />
      </section>
    );
  }
  return (
    <div className="stack">
      <section className="panel" aria-labelledby="sweep-title">
        <h2 id="sweep-title" className="section-title">
          Bank details for auto-sweep
        </h2>
        {account ? (
          <FigureList className="settings-facts">
            <Figure term="Account holder">{account.bank_account_holder_name}</Figure>
            <Figure term="Bank">{account.bank_name}</Figure>
            <Figure term="Account number">
              <span className="mono">{account.account_number}</span>
            </Figure>
            {account.routing_code_value ? (
              <Figure term={account.routing_code_type || 'Routing code'}>
                <span className="mono">{account.routing_code_value}</span>
              </Figure>
            ) : null}
          </FigureList>
        ) : (
          <EmptyState
            title="No account chosen yet"
            description="Until you choose one, your balances stay in your currency accounts."
          />
        )}
      </section>
      {sweepSettings}
    </div>
  );
}
