import { accountStatementEndpoint } from '@corridor/contracts/statement/account-statement';
import {
  downloadStatementEndpoint,
  downloadStatementPostEndpoint,
  type ZDownloadStatementRequest,
} from '@corridor/contracts/statement/download-statement';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { route } from '../../http/route.ts';
import { statementPage } from './statement.service.ts';
import { downloadStatement } from './statement-download.ts';

/** Account statement (spec §7 "Reports": reports/accountStatement/pagination and /download). */
export async function statementRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, accountStatementEndpoint, (req) => statementPage(deps, callerOf(req), req.body));

  const send = async (
    req: FastifyRequest,
    reply: FastifyReply,
    filters: z.output<typeof ZDownloadStatementRequest>,
  ) => {
    const out = await downloadStatement(deps, callerOf(req), filters);
    return reply
      .type(out.contentType)
      .header('content-disposition', `attachment; filename="${out.filename}"`)
      .header('cache-control', 'no-store')
      .send(out.body);
  };
  route(app, downloadStatementEndpoint, (req, reply) => send(req, reply, req.query));
  route(app, downloadStatementPostEndpoint, (req, reply) => send(req, reply, req.body));
}
