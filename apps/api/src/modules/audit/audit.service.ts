import type { TAuditLogQuery, TAuditLogResponse } from '@corridor/contracts/audit/audit-log';
import { canChangeClientSettings } from '@corridor/domain/access';
import {
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditOutcome,
  auditActionLabel,
  auditDetailText,
  SYSTEM_AUDIT_CHAIN,
} from '@corridor/domain/audit';
import { toCsv } from '@corridor/domain/csv';
import type { AppDeps } from '../../app-deps.ts';
import { localDayStart } from '../../business-time.ts';
import type { Caller } from '../../caller.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { userNamesOf } from '../auth/users.service.ts';
import * as repo from './audit.repository.ts';
import type { AuditDetails } from './audit-hash.ts';

/** One decision to record. */
export type AuditEntry = {
  /** The business it belongs to; null for what belongs to none (a failed sign-in for an unknown email). */
  clientId: string | null;
  /** Who decided: a user, or null for the system, a job or an unknown caller. */
  actorUserId: string | null;
  action: AuditAction;
  outcome?: AuditOutcome;
  target?: { type: string; id: string };
  ip?: string | null;
  details?: AuditDetails;
  at: Date;
};

/**
 * Only the payouts benchmark turns the log off (bench/audit.bench.ts measures what it costs): nothing in the product
 * sets it, so production always audits.
 */
export type AuditSwitch = { isAuditOff?: boolean };

/**
 * Appends `entry` to its business's chain INSIDE the caller's transaction `tx`: it commits with the change it records
 * and rolls back with it. The chain's head stays locked until that commit, so one business's rows are appended
 * in order while other businesses' are not held up.
 */
export async function recordAudit(tx: Queryable, entry: AuditEntry, audit: AuditSwitch = {}): Promise<void> {
  if (audit.isAuditOff) return;
  const chainId = entry.clientId ?? SYSTEM_AUDIT_CHAIN;
  await repo.appendRow(tx, {
    chainId,
    at: entry.at,
    clientId: entry.clientId,
    actorUserId: entry.actorUserId,
    actorName: null,
    action: entry.action,
    outcome: entry.outcome ?? 'success',
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    ip: entry.ip ?? null,
    details: { ...entry.details },
  });
}

/** For a decision that has no transaction of its own (a refused sign-in): the row in a transaction by itself. */
export function recordAuditAlone(db: Db, entry: AuditEntry): Promise<void> {
  return db.tx((tx) => recordAudit(tx, entry));
}

/** The entry for something a signed-in user did. */
export function callerEntry(
  caller: Pick<Caller, 'clientId' | 'userId'>,
  action: AuditAction,
  at: Date,
  more: Omit<AuditEntry, 'clientId' | 'actorUserId' | 'action' | 'at'> = {},
): AuditEntry {
  return { clientId: caller.clientId, actorUserId: caller.userId, action, at, ...more };
}

function assertAdmin(caller: Caller) {
  if (!canChangeClientSettings(caller.roles)) throw new AppError('FORBIDDEN');
}

const UTC = '+00:00';

function filtersOf(q: TAuditLogQuery): repo.AuditFilters {
  return {
    actorUserId: q.actor,
    action: q.action,
    // Days in UTC, as the page says; `to` is a whole day: everything before the next one.
    from: q.from ? localDayStart(q.from, UTC, 'from') : undefined,
    to: q.to ? localDayStart(q.to, UTC, 'to', 1) : undefined,
  };
}

function cursorOf(q: TAuditLogQuery): repo.AuditFilters['before'] {
  if (!q.cursor) return undefined;
  const [at, id] = q.cursor.split('_');
  const when = new Date(Number(at));
  if (!id || !/^\d{1,18}$/.test(id) || Number.isNaN(when.getTime())) {
    throw new AppError('VALIDATION_ERROR', { errors: [{ field: 'cursor', message: 'Invalid cursor' }] });
  }
  return { at: when, id: BigInt(id) };
}

/** The admin view: one page of the caller's business's log, newest first, with who appears in it. */
export async function listAudit(deps: AppDeps, caller: Caller, q: TAuditLogQuery): Promise<TAuditLogResponse> {
  assertAdmin(caller);
  const rows = await repo.findRows(
    deps.db,
    caller.clientId,
    { ...filtersOf(q), before: cursorOf(q) },
    AUDIT_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const actorIds = await repo.findActors(deps.db, caller.clientId);
  const names = await userNamesOf(deps.db, caller.clientId, [...new Set([...actorIds, ...userTargets(page)])]);
  const last = page.at(-1);
  return {
    rows: page.map((r) => rowView(r, names)),
    nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? `${last.at.getTime()}_${last.id}` : null,
    actors: actorIds
      .map((id) => ({ id, name: names.get(id) ?? 'Former user' }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** Users a page's rows are about (their names are shown, not their ids). */
const userTargets = (rows: readonly repo.AuditRow[]) =>
  rows.flatMap((r) => (r.target_type === 'user' && r.target_id ? [r.target_id] : []));

function targetLabel(r: repo.AuditRow, names: Map<string, string>): string {
  if (r.target_type === 'user') return names.get(r.target_id ?? '') ?? 'Former user';
  if (r.target_type === 'client') return 'Your business';
  return r.target_id ?? '';
}

function rowView(r: repo.AuditRow, names: Map<string, string>): TAuditLogResponse['rows'][number] {
  return {
    id: r.id.toString(),
    seq: r.seq.toString(),
    at: r.at.toISOString(),
    actor: r.actor_user_id ? { id: r.actor_user_id, name: names.get(r.actor_user_id) ?? 'Former user' } : null,
    action: r.action,
    actionLabel: auditActionLabel(r.action),
    outcome: r.outcome,
    target:
      r.target_type && r.target_id ? { type: r.target_type, id: r.target_id, label: targetLabel(r, names) } : null,
    ip: r.ip,
    details: auditDetailText(r.details),
  };
}

/** Every row of the filters as CSV (through the shared formula-safe writer), newest first. */
export async function auditCsv(deps: AppDeps, caller: Caller, q: TAuditLogQuery): Promise<string> {
  assertAdmin(caller);
  const rows = await repo.findRows(deps.db, caller.clientId, filtersOf(q), AUDIT_EXPORT_MAX_ROWS);
  const actorIds = rows.flatMap((r) => (r.actor_user_id ? [r.actor_user_id] : []));
  const names = await userNamesOf(deps.db, caller.clientId, [...new Set([...actorIds, ...userTargets(rows)])]);
  const header = ['Time (UTC)', 'Actor', 'Action', 'Outcome', 'Target', 'IP address', 'Details', 'Row', 'Hash'];
  const lines = rows.map((r) => {
    const v = rowView(r, names);
    return [
      v.at,
      v.actor?.name ?? 'System',
      v.actionLabel,
      v.outcome,
      v.target ? `${v.target.type} ${v.target.label}` : '',
      v.ip ?? '',
      Object.entries(v.details)
        .map(([k, d]) => `${k}: ${d}`)
        .join('; '),
      v.seq,
      Buffer.from(r.hash).toString('hex'),
    ];
  });
  return toCsv(header, lines);
}
