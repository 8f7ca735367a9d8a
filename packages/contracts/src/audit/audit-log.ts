import { AUDIT_ACTION_LIST } from '@corridor/domain/audit';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** The admin view's filters: who, what, which days (UTC, both ends included), and the page to continue from. */
export const ZAuditLogQuery = z.strictObject({
  actor: z.uuid({ message: 'Choose a user from the list.' }).optional(),
  action: z.enum(AUDIT_ACTION_LIST as [string, ...string[]], { message: 'Choose an action from the list.' }).optional(),
  from: z.iso.date({ message: 'Dates are yyyy-MM-dd' }).optional(),
  to: z.iso.date({ message: 'Dates are yyyy-MM-dd' }).optional(),
  cursor: z.string().max(64).optional(),
});
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

export const ZAuditRow = z.object({
  id: z.string(),
  /** The row's place in its business's hash chain. */
  seq: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  actionLabel: z.string(),
  outcome: z.enum(['success', 'failure']),
  /** What the decision was about; `label` is what a person reads (a user's name, a payout's number). */
  target: z.object({ type: z.string(), id: z.string(), label: z.string() }).nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.string()),
});
export type TAuditRow = z.infer<typeof ZAuditRow>;

export const ZAuditLogResponse = z.object({
  rows: z.array(ZAuditRow),
  nextCursor: z.string().nullable(),
  /** Everyone who appears in the business's log, for the actor filter. */
  actors: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TAuditLogResponse = z.infer<typeof ZAuditLogResponse>;

export const auditLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/settings/audit-log',
  summary: "Admins: one page of the business's audit log, newest first, filtered by actor, action and dates.",
  tag: 'audit',
  query: ZAuditLogQuery,
  response: ZAuditLogResponse,
});

export const auditLogDownloadEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/settings/audit-log/download',
  summary: "Admins: every audit row for the filters as a CSV attachment (the list's order).",
  tag: 'audit',
  query: ZAuditLogQuery.omit({ cursor: true }),
  response: z.string().describe('text/csv attachment'),
  produces: ['text/csv'],
});
