import {
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  pathOf,
  type QueryOf,
  type ResponseOf,
  withQuery,
} from '@corridor/contracts/endpoint';
import type { z } from 'zod';
import { apiRequest } from './api-client.ts';

/** What one call sends: the endpoint's params, query and body, typed from its schemas. */
export type CallInput<E extends Endpoint> = {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** The form of an upload (an endpoint that `consumes` multipart/form-data). */
  form?: FormData;
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of a call that moves money. */
  headers?: Record<string, string>;
  /** For the session probe and sign-out, where "not signed in" is an ordinary answer. */
  ignoreSessionErrors?: boolean;
};

/** The one way the web calls the API: path, method and the answer's check all come from the endpoint object. */
export function callEndpoint<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<ResponseOf<E>> {
  const path = withQuery(
    pathOf(endpoint, input.params as Record<string, string> | undefined),
    input.query as Record<string, unknown> | undefined,
  );
  return apiRequest<ResponseOf<E>>(path, {
    method: endpoint.method,
    body: input.body,
    form: input.form,
    schema: endpoint.response as z.ZodType<ResponseOf<E>>,
    signal: input.signal,
    headers: input.headers,
    ignoreSessionErrors: input.ignoreSessionErrors,
  });
}
