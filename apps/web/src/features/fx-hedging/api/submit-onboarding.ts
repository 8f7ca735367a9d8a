import { submitHedgingOnboardingEndpoint } from '@corridor/contracts/fx-hedging/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { hedgingKeys } from './hedging-keys.ts';

/** Sends the onboarding to the hedging partner; the answer (SUBMITTED) replaces the one on screen. */
export function useSubmitOnboarding() {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof submit>>, ApiError, void>({
    mutationFn: submit,
    onSuccess: (onboarding) => queryClient.setQueryData(hedgingKeys.onboarding, onboarding),
  });
}

const submit = () => callEndpoint(submitHedgingOnboardingEndpoint);
