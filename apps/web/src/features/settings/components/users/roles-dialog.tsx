import type { TSettingsUser } from '@corridor/contracts/settings/users';
import { ASSIGNABLE_ROLES } from '@corridor/domain/settings/users';
import { useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { PageSpinner } from '@/ui/spinner.tsx';
import { useAllActiveUsers } from '../../api/get-active-users.ts';
import { useSetRolesInBulk } from '../../api/set-roles-bulk.ts';
import '@/ui/table.css';

const rolesOf = (u: TSettingsUser) => u.roles.map((r) => r.role_name).filter((r) => r !== 'cards');
/** Rows of the dialog's own pages; the edits of every page are kept until saved. */
export const ROLES_PAGE_SIZE = 20;
/** One roles-in-bulk request holds at most this many users (the API's limit), saved all or none. */
const MAX_CHANGES = 100;

/**
 * Roles in bulk (spec §7 roles bulk): a grid of EVERY active user of the business (all pages of the list are read),
 * paged inside the dialog, and the roles, saved as one change, all or none. Only the rows changed are sent, from
 * whichever page. Cards stay as each user's cards box has them.
 */
export function RolesDialog({ onClose }: { onClose: () => void }) {
  const all = useAllActiveUsers();
  const users = all.data ?? [];
  const save = useSetRolesInBulk();
  const [edits, setEdits] = useState<Record<string, string[]>>({});
  const [start, setStart] = useState(0);
  const rolesNow = (u: TSettingsUser) => edits[u._id] ?? rolesOf(u);
  const changed = users.filter((u) => [...rolesOf(u)].sort().join() !== [...rolesNow(u)].sort().join());
  const toggle = (u: TSettingsUser, role: string, on: boolean) =>
    setEdits((e) => {
      const current = e[u._id] ?? rolesOf(u);
      return { ...e, [u._id]: on ? [...current, role] : current.filter((x) => x !== role) };
    });
  const server = save.error && isApiError(save.error) ? save.error : null;
  const rowError = (i: number) => (i < 0 ? undefined : server?.fieldMessage(`users.${i}.roles`));
  const firstRefused = server?.fieldErrors[0]?.field.match(/^users\.(\d+)\./)?.[1];
  const refusedName = firstRefused === undefined ? null : changed[Number(firstRefused)]?.name;
  const shown = users.slice(start, start + ROLES_PAGE_SIZE);
  const isTooMany = changed.length > MAX_CHANGES;

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
            disabled={changed.length === 0 || isTooMany}
            isLoading={save.isPending}
            loadingLabel="Saving…"
            onClick={() =>
              save.mutate(
                { users: changed.map((u) => ({ userId: u._id, roles: rolesNow(u) })) },
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
      {save.isError ? (
        <FormAlert>
          {refusedName ? `${refusedName}: ` : ''}
          {server?.fieldErrors[0]?.message ?? errorMessage(save.error)}
        </FormAlert>
      ) : null}
      {isTooMany ? (
        <FormAlert>{`Change the roles of at most ${MAX_CHANGES} users at once, then save the rest.`}</FormAlert>
      ) : null}
      {all.isPending ? <PageSpinner label="Loading users…" /> : null}
      {all.isError ? <FormAlert>{errorMessage(all.error)}</FormAlert> : null}
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
            {shown.map((u, i) => (
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
                      checked={rolesNow(u).includes(r.role)}
                      onChange={(e) => toggle(u, r.role, e.target.checked)}
                      data-row={start + i}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {users.length > ROLES_PAGE_SIZE ? (
        <nav className="settings-pager" aria-label="Pages of users to edit">
          <p className="muted" aria-live="polite">
            {`${start + 1}–${start + shown.length} of ${users.length} active users`}
          </p>
          <div className="toolbar-actions">
            <Button
              variant="secondary"
              disabled={start === 0}
              onClick={() => setStart(Math.max(0, start - ROLES_PAGE_SIZE))}
            >
              Previous
            </Button>
            <Button
              variant="secondary"
              disabled={start + ROLES_PAGE_SIZE >= users.length}
              onClick={() => setStart(start + ROLES_PAGE_SIZE)}
            >
              Next
            </Button>
          </div>
        </nav>
      ) : null}
    </Dialog>
  );
}
