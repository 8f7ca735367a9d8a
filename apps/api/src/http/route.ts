import { errorResponses } from '@corridor/contracts/common';
import type { Endpoint, ParsedBodyOf, ParsedParamsOf, ParsedQueryOf, ReplyOf } from '@corridor/contracts/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/** The request a route handler sees: params, query and body already parsed by the endpoint's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParsedParamsOf<E>;
  Querystring: ParsedQueryOf<E>;
  Body: ParsedBodyOf<E>;
}>;

export type EndpointHandler<E extends Endpoint> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ReplyOf<E> | FastifyReply> | ReplyOf<E> | FastifyReply;

type RouteExtras = Pick<RouteOptions, 'bodyLimit' | 'config' | 'onRequest'>;

/**
 * Registers `endpoint` on `app`: method, path, schemas, the /docs summary and every error answer come from the
 * endpoint object, so a route file holds only what the call does.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
) {
  app.route({
    ...extras,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
      ...(endpoint.isIdempotent ? { description: 'Moves money: send an Idempotency-Key header.' } : {}),
      response: { [endpoint.status ?? 200]: endpoint.response, ...errorResponses },
    },
    handler: handler as unknown as RouteOptions['handler'],
  });
}
