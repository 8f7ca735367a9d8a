import type { BodyOf, Endpoint, ResponseOf } from '@corridor/contracts/endpoint';
import {
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiError } from './api-error.ts';
import { type CallInput, callEndpoint } from './call-endpoint.ts';

type QueryOptions<E extends Endpoint> = Omit<UseQueryOptions<ResponseOf<E>, ApiError>, 'queryKey' | 'queryFn'>;

/** A query of one endpoint under `queryKey`; the request is cancelled when the query is. */
export function useEndpointQuery<E extends Endpoint>(
  endpoint: E,
  queryKey: QueryKey,
  input: Omit<CallInput<E>, 'signal'> = {},
  options: QueryOptions<E> = {},
) {
  return useQuery<ResponseOf<E>, ApiError>({
    ...options,
    queryKey,
    queryFn: ({ signal }) => callEndpoint(endpoint, { ...input, signal }),
  });
}

type MutationOptions<E extends Endpoint, V> = Omit<UseMutationOptions<ResponseOf<E>, ApiError, V>, 'mutationFn'> & {
  /** Query keys to refresh once the call succeeds (e.g. every query whose numbers move with money). */
  invalidates?: readonly QueryKey[];
};

/** A mutation whose variables are the endpoint's body; `invalidates` refreshes what it changed. */
export function useEndpointMutation<E extends Endpoint>(
  endpoint: E,
  { invalidates = [], onSuccess, ...options }: MutationOptions<E, BodyOf<E>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<ResponseOf<E>, ApiError, BodyOf<E>>({
    ...options,
    mutationFn: (body) => callEndpoint(endpoint, { body } as CallInput<E>),
    onSuccess: async (...args) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSuccess?.(...args);
    },
  });
}
