import { auditLogDownloadEndpoint, auditLogEndpoint } from '@corridor/contracts/audit/audit-log';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { route } from '../../http/route.ts';
import { auditCsv, listAudit } from './audit.service.ts';

/** The admin view of the audit log (Settings → Audit log) and its CSV. */
export async function auditRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, auditLogEndpoint, (req) => listAudit(deps, callerOf(req), req.query));
  route(app, auditLogDownloadEndpoint, async (req, reply) => {
    const csv = await auditCsv(deps, callerOf(req), req.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit-log.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
