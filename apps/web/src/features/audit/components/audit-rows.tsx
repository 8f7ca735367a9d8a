import type { TAuditRow } from '@corridor/contracts/audit/audit-log';
import { formatDateTime } from '@corridor/domain/dates';
import { StatusChip } from '@/ui/status-chip.tsx';

type Props = { rows: readonly TAuditRow[]; timeZone?: string };

const TARGET_WORDS: Record<string, string> = { payout: 'Payout', user: 'User', client: '' };

function detailText(details: Record<string, string>): string {
  return Object.entries(details)
    .map(([k, v]) => `${k}: ${v}`)
    .join(' · ');
}

/**
 * The log's rows as a table on wide screens and as cards on phones (the same markup, laid out by CSS): when, who,
 * what, the outcome, on what, and the details the decision depended on.
 */
export function AuditRows({ rows, timeZone }: Props) {
  return (
    <table className="audit-table">
      <caption className="visually-hidden">Audit log, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">User</th>
          <th scope="col">Action</th>
          <th scope="col">Target</th>
          <th scope="col">Details</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td data-label="Time" className="nowrap">
              {formatDateTime(r.at, timeZone)}
            </td>
            <th scope="row" data-label="User" className="audit-actor">
              {r.actor?.name ?? 'System'}
            </th>
            <td data-label="Action">
              <span className="audit-action">
                {r.actionLabel}
                {r.outcome === 'failure' ? <StatusChip label="Refused" tone="danger" /> : null}
              </span>
            </td>
            <td data-label="Target" className="audit-target">
              {r.target ? (
                <>
                  {TARGET_WORDS[r.target.type] ?? r.target.type}{' '}
                  {r.target.type === 'payout' ? <span className="mono">{r.target.label}</span> : r.target.label}
                </>
              ) : (
                '—'
              )}
            </td>
            <td data-label="Details" className="audit-details">
              {detailText(r.details) || '—'}
              {r.ip ? <span className="muted audit-ip"> · from {r.ip}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
