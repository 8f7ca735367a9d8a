import { forwardContractEndpoint, forwardContractsEndpoint } from '@corridor/contracts/fx-hedging/forward-contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { hedgingKeys } from './hedging-keys.ts';

export const CONTRACTS_PAGE_SIZE = 10;

/** One page of the business's contracts: booked ones first by nearest maturity, then the closed ones. */
export function useForwardContracts(page: number) {
  return useEndpointQuery(
    forwardContractsEndpoint,
    hedgingKeys.contractPage(page),
    { query: { page, limit: CONTRACTS_PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
}

/** One contract, for its details. */
export function useForwardContract(id: string) {
  return useEndpointQuery(forwardContractEndpoint, hedgingKeys.contract(id), { params: { id } }, { retry: false });
}
