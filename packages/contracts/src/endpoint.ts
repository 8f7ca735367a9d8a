import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, described once: the API registers its route from it (`route()` in apps/api/src/http/route.ts), the
 * web calls it through `callEndpoint()` and its query and mutation hooks, and /docs shows its summary. Nobody else
 * spells its path.
 */
export type Endpoint = {
  readonly method: HttpMethod;
  /** Fastify-style path: `:name` marks a path parameter (named in `params`). */
  readonly path: string;
  /** One line for /docs: what the call does. */
  readonly summary: string;
  /** The /docs group. */
  readonly tag: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answer (for a file download, a described string, with its media types in `produces`). */
  readonly response: z.ZodType;
  /** HTTP status of the success answer (200 unless said). */
  readonly status?: number;
  /** Media types of a download (text/csv, application/pdf); absent for JSON. */
  readonly produces?: readonly string[];
  /** Media types of an upload's body (multipart/form-data): the body is then a form, not JSON, and has no schema. */
  readonly consumes?: readonly string[];
  /** Money moves: the call needs an Idempotency-Key header. */
  readonly isIdempotent?: boolean;
};

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends. */
export type ParamsOf<E extends Endpoint> = Input<E['params']>;
export type QueryOf<E extends Endpoint> = Input<E['query']>;
export type BodyOf<E extends Endpoint> = Input<E['body']>;
/** What a caller gets back. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/** What the server's handler sees once the request is parsed. */
export type ParsedParamsOf<E extends Endpoint> = Output<E['params']>;
export type ParsedQueryOf<E extends Endpoint> = Output<E['query']>;
export type ParsedBodyOf<E extends Endpoint> = Output<E['body']>;
/** What the server's handler may return (before the response schema serialises it). */
export type ReplyOf<E extends Endpoint> = z.input<E['response']>;

/** The endpoint's path with its parameters filled in (each URI-encoded). */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** `path?a=1&b=x` from a flat query object; undefined values are left out. */
export function withQuery(path: string, query?: Record<string, unknown>): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
