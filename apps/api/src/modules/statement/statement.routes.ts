import { errorResponses } from '@corridor/contracts/common';
import {
  ACCOUNT_STATEMENT_PATH,
  ZAccountStatementRequest,
  ZAccountStatementResponse,
} from '@corridor/contracts/statement/account-statement';
import { DOWNLOAD_STATEMENT_PATH, ZDownloadStatementRequest } from '@corridor/contracts/statement/download-statement';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { sessionOf } from '../../http/session-guard.ts';
import { createSandboxFxRates } from '../../partners/fx-rates/sandbox.ts';
import { type StatementCaller, statementPage } from './statement.service.ts';
import { downloadStatement } from './statement-download.ts';

const tags = ['reports'];

function callerOf(req: FastifyRequest): StatementCaller {
  const s = sessionOf(req);
  return { clientId: s.clientId, utcOffset: s.profile.client.utcOffset };
}

/** Account statement (spec §7 "Reports": reports/accountStatement/pagination and /download). */
export async function statementRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const fx = createSandboxFxRates();
  r.post(
    ACCOUNT_STATEMENT_PATH,
    {
      schema: { tags, body: ZAccountStatementRequest, response: { 200: ZAccountStatementResponse, ...errorResponses } },
    },
    (req) => statementPage(deps, fx, callerOf(req), req.body),
  );
  const file = z.string().describe('text/csv or application/pdf attachment');
  const send = async (
    req: FastifyRequest,
    reply: FastifyReply,
    filters: z.output<typeof ZDownloadStatementRequest>,
  ) => {
    const out = await downloadStatement(deps, fx, callerOf(req), filters, sessionOf(req).client.name);
    return reply
      .type(out.contentType)
      .header('content-disposition', `attachment; filename="${out.filename}"`)
      .header('cache-control', 'no-store')
      .send(out.body);
  };
  r.get(
    DOWNLOAD_STATEMENT_PATH,
    { schema: { tags, querystring: ZDownloadStatementRequest, response: { 200: file, ...errorResponses } } },
    (req, reply) => send(req, reply, req.query),
  );
  r.post(
    DOWNLOAD_STATEMENT_PATH,
    { schema: { tags, body: ZDownloadStatementRequest, response: { 200: file, ...errorResponses } } },
    (req, reply) => send(req, reply, req.body),
  );
}
