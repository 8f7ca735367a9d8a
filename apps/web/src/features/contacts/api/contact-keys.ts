import type { TBeneficiaryListRequest } from '@corridor/contracts/beneficiaries/beneficiaries';

/** Query keys of the contacts feature: everything a saved contact changes starts with 'contacts'. */
export const contactKeys = {
  all: ['contacts'] as const,
  list: (clientId: string, filters: Omit<TBeneficiaryListRequest, 'start' | 'length'>) =>
    ['contacts', 'list', clientId, filters] as const,
  groups: (clientId: string) => ['contacts', 'groups', clientId] as const,
  corridors: ['corridors'] as const,
  schema: (key: object) => ['beneficiary-schema', key] as const,
  bankName: (country: string, type: string, value: string) => ['bank-name', country, type, value] as const,
};
