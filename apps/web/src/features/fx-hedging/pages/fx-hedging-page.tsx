import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/ui/page-title.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { StatusChip } from '@/ui/status-chip.tsx';
import { useHedgingOnboarding } from '../api/get-onboarding.ts';
import { ContractDetails } from '../components/contract-details.tsx';
import { ContractsView } from '../components/contracts-view.tsx';
import { OnboardingView } from '../components/onboarding-view.tsx';
import '../fx-hedging.css';

/**
 * /r/fxhedging: onboarding with the hedging partner until it approves the business, then forward contracts. A
 * contract's details open over the page from its address (?contract=id), so they can be linked to.
 */
export function FxHedgingPage({ timeZone }: { timeZone?: string }) {
  const onboarding = useHedgingOnboarding();
  const [params, setParams] = useSearchParams();
  const contractId = params.get('contract');
  const [justBooked, setJustBooked] = useState<string | null>(null);
  const open = (id: string) => setParams({ contract: id });
  const isApproved = onboarding.data?.status === 'APPROVED';
  return (
    <div className="page fx-hedging-page">
      <PageTitle
        title="FX hedging"
        description="Lock an exchange rate today for a payment up to 6 months ahead."
        actions={isApproved ? <StatusChip label="Approved for hedging" tone="success" /> : undefined}
      />
      <QueryState
        query={onboarding}
        loadingLabel="Loading FX hedging"
        loadingLines={6}
        errorTitle="We could not load FX hedging"
      >
        {(data) =>
          data.status === 'APPROVED' ? (
            <ContractsView
              timeZone={timeZone}
              onOpen={open}
              onBooked={(id) => {
                setJustBooked(id);
                open(id);
              }}
            />
          ) : (
            <OnboardingView onboarding={data} timeZone={timeZone} />
          )
        }
      </QueryState>
      {contractId && isApproved ? (
        <ContractDetails
          key={contractId}
          id={contractId}
          timeZone={timeZone}
          isJustBooked={justBooked === contractId}
          onClose={() => setParams({})}
        />
      ) : null}
    </div>
  );
}
