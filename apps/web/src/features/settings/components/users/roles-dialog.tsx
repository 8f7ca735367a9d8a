import type { TSettingsUser } from '@corridor/contracts/settings/users';
import { ASSIGNABLE_ROLES } from '@corridor/domain/settings/users';
import { useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useSetRolesInBulk } from '../../api/set-roles-bulk.ts';
import '@/ui/table.css';

const rolesOf = (u: TSettingsUser) => u.roles.map((r) => r.role_name).filter((r) => r !== 'cards');

/**
 * Roles in bulk (spec §7 roles bulk): a grid of the listed users and the roles, saved as one change, all or none.
 * Only the rows changed are sent. Cards stay as each user's cards box has them.
 */
export function RolesDialog({ users, onClose }: { users: readonly TSettingsUser[]; onClose: () => void }) {
  const save = useSetRolesInBulk();
  const [roles, setRoles] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(users.map((u) => [u._id, rolesOf(u)])),
  );
  const changed = users.filter((u) => [...rolesOf(u)].sort().join() !== [...(roles[u._id] ?? [])].sort().join());
  const toggle = (userId: string, role: string, on: boolean) =>
    setRoles((r) => ({
      ...r,
      [userId]: on ? [...(r[userId] ?? []), role] : (r[userId] ?? []).filter((x) => x !== role),
    }));
  const server = save.error && isApiError(save.error) ? save.error : null;
  const rowError = (i: number) => server?.fieldMessage(`users.${i}.roles`);

  return (
    <Dialog
      title="Edit roles"
      description="Tick the roles each user has. Changes are saved together."
      size="large"
      onClose={onClose}
      isBusy={save.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            disabled={changed.length === 0}
            isLoading={save.isPending}
            loadingLabel="Saving…"
            onClick={() =>
              save.mutate(
                { users: changed.map((u) => ({ userId: u._id, roles: roles[u._id] ?? [] })) },
                {
                  onSuccess: (res) => {
                    showSnackbar(res.message, 'success');
                    onClose();
                  },
                },
              )
            }
          >
            {changed.length > 0
              ? `Save ${changed.length} ${changed.length === 1 ? 'change' : 'changes'}`
              : 'Save changes'}
          </Button>
        </>
      }
    >
      {save.isError ? <FormAlert>{server?.fieldErrors[0]?.message ?? errorMessage(save.error)}</FormAlert> : null}
      <div className="table-scroll">
        <table className="data-table settings-roles-table">
          <caption className="visually-hidden">Roles of each user</caption>
          <thead>
            <tr>
              <th scope="col">User</th>
              {ASSIGNABLE_ROLES.map((r) => (
                <th key={r.role} scope="col">
                  {r.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.map((u, i) => (
              <tr key={u._id} aria-invalid={Boolean(rowError(changed.indexOf(u)))}>
                <th scope="row">
                  <span className="settings-cell-name">{u.name}</span>
                  {u.has_cards ? <span className="muted"> · Cards</span> : null}
                  {rowError(changed.indexOf(u)) ? (
                    <span className="field-error">{rowError(changed.indexOf(u))}</span>
                  ) : null}
                </th>
                {ASSIGNABLE_ROLES.map((r) => (
                  <td key={r.role}>
                    <input
                      type="checkbox"
                      className="checkbox-input"
                      aria-label={`${r.label} for ${u.name}`}
                      checked={(roles[u._id] ?? []).includes(r.role)}
                      onChange={(e) => toggle(u._id, r.role, e.target.checked)}
                      data-row={i}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
