import type { TSettingsUser } from '@corridor/contracts/settings/users';
import { ZCreateUserRequest } from '@corridor/contracts/settings/users';
import { ASSIGNABLE_ROLES, USER_NAME_MAX } from '@corridor/domain/settings/users';
import { useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { CheckboxField } from '@/ui/checkbox-field.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { TextField } from '@/ui/text-field.tsx';
import { useCreateUser, useUpdateUser } from '../../api/save-user.ts';

type Draft = { name: string; email: string; roles: string[]; is_approver: boolean; has_cards: boolean };

/** The first problem of each field, by the same schema the API checks (the email only when adding). */
function problemsOf(draft: Draft, isNew: boolean): Record<string, string> {
  const parsed = ZCreateUserRequest.safeParse(isNew ? draft : { ...draft, email: 'kept@example.com' });
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'roles');
    problems[field] ??= issue.message;
  }
  return problems;
}

/** Add a user, or change one: name, email (when adding), roles, and the approver and cards boxes (spec §6). */
export function UserDialog({
  user,
  isSelf,
  onClose,
}: {
  user: TSettingsUser | null;
  isSelf: boolean;
  onClose: () => void;
}) {
  const isNew = user === null;
  const create = useCreateUser();
  const update = useUpdateUser();
  const save = isNew ? create : update;
  const [draft, setDraft] = useState<Draft>(() => ({
    name: user?.name ?? '',
    email: user?.email ?? '',
    roles: user?.roles.map((r) => r.role_name).filter((r) => r !== 'cards') ?? [],
    is_approver: user?.is_approver ?? false,
    has_cards: user?.has_cards ?? false,
  }));
  const [isSubmitted, setIsSubmitted] = useState(false);
  const problems = isSubmitted ? problemsOf(draft, isNew) : {};
  const server = save.error && isApiError(save.error) ? save.error : null;
  const fieldError = (field: string) => problems[field] ?? server?.fieldMessage(field);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const toggleRole = (role: string, on: boolean) =>
    set({ roles: on ? [...draft.roles, role] : draft.roles.filter((r) => r !== role) });

  const submit = () => {
    setIsSubmitted(true);
    if (Object.keys(problemsOf(draft, isNew)).length > 0) return;
    const fields = {
      name: draft.name.trim(),
      roles: draft.roles,
      is_approver: draft.is_approver,
      has_cards: draft.has_cards,
    };
    const done = {
      onSuccess: (res: { message: string }) => {
        showSnackbar(res.message, 'success');
        onClose();
      },
    };
    if (isNew) create.mutate({ ...fields, email: draft.email.trim() }, done);
    else update.mutate({ ...fields, userId: user._id }, done);
  };

  return (
    <Dialog
      title={isNew ? 'Add a user' : `Edit ${user.name}`}
      description={isNew ? 'We email them a password they change when they first sign in.' : undefined}
      onClose={onClose}
      isBusy={save.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} isLoading={save.isPending} loadingLabel="Saving…">
            {isNew ? 'Add user' : 'Save changes'}
          </Button>
        </>
      }
    >
      <form
        className="stack"
        noValidate
        aria-label={isNew ? 'New user' : 'User details'}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {save.isError && !server?.fieldErrors.length ? <FormAlert>{errorMessage(save.error)}</FormAlert> : null}
        <TextField
          label="Full name"
          value={draft.name}
          maxLength={USER_NAME_MAX + 20}
          autoComplete="off"
          onChange={(e) => set({ name: e.target.value })}
          error={fieldError('name')}
        />
        {isNew ? (
          <TextField
            label="Email"
            type="email"
            value={draft.email}
            autoComplete="off"
            onChange={(e) => set({ email: e.target.value })}
            error={fieldError('email')}
            hint="Lowercase, as they will sign in with it."
          />
        ) : (
          <p className="muted">Email: {user.email}</p>
        )}
        <fieldset className="settings-fieldset" aria-describedby={fieldError('roles') ? 'user-roles-error' : undefined}>
          <legend>Roles</legend>
          {ASSIGNABLE_ROLES.map((r) => (
            <CheckboxField
              key={r.role}
              label={r.label}
              hint={r.description}
              isChecked={draft.roles.includes(r.role)}
              onChange={(on) => toggleRole(r.role, on)}
            />
          ))}
          {fieldError('roles') ? (
            <p id="user-roles-error" className="field-error" role="alert">
              {fieldError('roles')}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="settings-fieldset">
          <legend>Access</legend>
          <CheckboxField
            label="Approver"
            hint="Approves or rejects payouts made by others."
            isChecked={draft.is_approver}
            onChange={(on) => set({ is_approver: on })}
          />
          <CheckboxField
            label="Cards"
            hint="Uses and manages the business's cards. With no role ticked, they see cards only."
            isChecked={draft.has_cards}
            onChange={(on) => set({ has_cards: on })}
          />
        </fieldset>
        {isSelf ? <p className="muted">You cannot remove your own admin rights.</p> : null}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
