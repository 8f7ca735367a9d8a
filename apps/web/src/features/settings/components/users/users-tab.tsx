import type { TSettingsUser } from '@corridor/contracts/settings/users';
import { roleLabels, USER_PAGE_SIZE } from '@corridor/domain/settings/users';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { StatusChip } from '@/ui/status-chip.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useUsersPage } from '../../api/get-users.ts';
import { DeactivateUserDialog } from './deactivate-user-dialog.tsx';
import { RolesDialog } from './roles-dialog.tsx';
import { UserDialog } from './user-dialog.tsx';

type Open = { kind: 'add' } | { kind: 'edit'; user: TSettingsUser } | { kind: 'deactivate'; user: TSettingsUser };

/** Settings, Users (admins only): the business's users page by page, added, changed, deactivated; roles in bulk. */
export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const [start, setStart] = useState(0);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const page = useUsersPage(start, debounced);
  const [open, setOpen] = useState<Open | null>(null);
  const [isEditingRoles, setIsEditingRoles] = useState(false);

  return (
    <section className="panel" aria-labelledby="users-title">
      <div className="section-head">
        <h2 id="users-title" className="section-title">
          Users
        </h2>
        <div className="toolbar-actions">
          <Button
            variant="secondary"
            onClick={() => setIsEditingRoles(true)}
            disabled={!page.data || page.data.data.length === 0}
          >
            Edit roles
          </Button>
          <Button onClick={() => setOpen({ kind: 'add' })}>Add a user</Button>
        </div>
      </div>
      <TextField
        label="Search users"
        type="search"
        value={search}
        placeholder="Name or email"
        onChange={(e) => {
          setSearch(e.target.value);
          setStart(0);
        }}
        className="settings-search"
      />
      <QueryState
        query={page}
        loadingLabel="Loading users"
        errorTitle="We could not load your users"
        isEmpty={(d) => d.data.length === 0}
        empty={<EmptyState title={debounced ? 'No user matches your search' : 'No users yet'} />}
      >
        {(d) => (
          <>
            <ul className="settings-rows" aria-label="Users">
              {d.data.map((u) => (
                <UserRow
                  key={u._id}
                  user={u}
                  isSelf={u._id === currentUserId}
                  onEdit={() => setOpen({ kind: 'edit', user: u })}
                  onDeactivate={() => setOpen({ kind: 'deactivate', user: u })}
                />
              ))}
            </ul>
            <nav className="settings-pager" aria-label="Pages of users">
              <p className="muted" aria-live="polite">
                {`${start + 1}–${start + d.data.length} of ${d.total}`}
              </p>
              {d.total > USER_PAGE_SIZE ? (
                <div className="toolbar-actions">
                  <Button
                    variant="secondary"
                    disabled={start === 0}
                    onClick={() => setStart(Math.max(0, start - USER_PAGE_SIZE))}
                  >
                    Previous
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={start + USER_PAGE_SIZE >= d.total}
                    onClick={() => setStart(start + USER_PAGE_SIZE)}
                  >
                    Next
                  </Button>
                </div>
              ) : null}
            </nav>
            {isEditingRoles ? <RolesDialog onClose={() => setIsEditingRoles(false)} /> : null}
          </>
        )}
      </QueryState>
      {open?.kind === 'add' ? <UserDialog user={null} isSelf={false} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'edit' ? (
        <UserDialog user={open.user} isSelf={open.user._id === currentUserId} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'deactivate' ? <DeactivateUserDialog user={open.user} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

function UserRow({
  user,
  isSelf,
  onEdit,
  onDeactivate,
}: {
  user: TSettingsUser;
  isSelf: boolean;
  onEdit: () => void;
  onDeactivate: () => void;
}) {
  const labels = roleLabels(user.roles.map((r) => r.role_name));
  return (
    <li className={user.is_active ? 'settings-row' : 'settings-row is-inactive'}>
      <div className="settings-row-main">
        <p className="settings-row-title">
          <span className="settings-cell-name">{user.name}</span>
          {isSelf ? <StatusChip tone="info" label="You" /> : null}
          {!user.is_active ? <StatusChip tone="neutral" label="Deactivated" /> : null}
          {user.is_active && user.is_password_generated ? <StatusChip tone="warn" label="Not signed in yet" /> : null}
        </p>
        <p className="muted settings-cell-email">{user.email}</p>
        <p className="settings-tags">
          {[...labels, ...(user.is_approver ? ['Approver'] : [])].join(' · ') || 'No role'}
        </p>
      </div>
      {user.is_active ? (
        // Edit last, so it lines up down the list whether or not the row can be deactivated (your own cannot).
        <div className="toolbar-actions">
          {isSelf ? null : (
            <Button variant="secondary" onClick={onDeactivate} aria-label={`Deactivate ${user.name}`}>
              Deactivate
            </Button>
          )}
          <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${user.name}`}>
            Edit
          </Button>
        </div>
      ) : null}
    </li>
  );
}
