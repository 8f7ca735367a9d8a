import { canChangeClientSettings } from '@corridor/domain/access';
import { AuditLogPage } from '@/features/audit/pages/audit-log-page.tsx';
import { useClientDetails } from '@/features/client/api/get-client-details.ts';
import { useSessionUser } from '@/lib/session/session-store.ts';
import { EmptyState } from '@/ui/empty-state.tsx';

/** /r/settings/audit-log: admins only (the API refuses others too); times in the business's own time zone. */
export function AuditLogRoute() {
  const details = useClientDetails();
  const user = useSessionUser();
  if (!canChangeClientSettings(user?.roles.map((r) => r.role_name) ?? [])) {
    return <EmptyState title="Audit log" description="Only your business's administrators can see the audit log." />;
  }
  return <AuditLogPage timeZone={details.data?.client.utcOffset} />;
}
