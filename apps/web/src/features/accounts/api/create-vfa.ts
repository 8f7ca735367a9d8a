import { createVfaEndpoint } from '@corridor/contracts/accounts/create-vfa';
import { useEndpointMutation } from '@/lib/api/endpoint-hooks.ts';
import { accountKeys } from './account-keys.ts';

/** Asks the bank for receiving details; the answer carries the VFA status. */
export function useCreateVfa() {
  return useEndpointMutation(createVfaEndpoint, { invalidates: [accountKeys.all] });
}
