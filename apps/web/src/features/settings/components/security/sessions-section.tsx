import type { TUserSession } from '@corridor/contracts/settings/sessions';
import { formatDateTime } from '@corridor/domain/dates';
import { SESSION_MESSAGES } from '@corridor/domain/settings/sessions';
import { useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { StatusChip } from '@/ui/status-chip.tsx';
import { useEndOtherSessions, useEndSession, useMySessions } from '../../api/sessions.ts';

/** The user's live sessions: device, place, last seen; any other one can be signed out, or all of them at once. */
export function SessionsSection() {
  const sessions = useMySessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <QueryState query={sessions} loadingLabel="Loading your sessions" errorTitle="We could not load your sessions">
      {({ sessions: list }) => {
        const others = list.filter((s) => !s.is_current);
        return (
          <div className="stack">
            <ul className="settings-rows" aria-label="Your sessions">
              {list.map((s) => (
                <SessionRow
                  key={s._id}
                  session={s}
                  isEnding={endOne.isPending && endOne.variables === s._id}
                  onSignOut={() =>
                    endOne.mutate(s._id, {
                      onSuccess: (res) => showSnackbar(res.message, 'success'),
                      onError: (err) => showSnackbar(errorMessage(err), 'error'),
                    })
                  }
                />
              ))}
            </ul>
            {others.length > 0 ? (
              <div>
                <Button variant="secondary" onClick={() => setIsConfirming(true)}>
                  Sign out all other sessions
                </Button>
              </div>
            ) : (
              <p className="muted">You are signed in on this device only.</p>
            )}
            {isConfirming ? (
              <ConfirmDialog
                title="Sign out all other sessions?"
                confirmLabel="Sign out everywhere else"
                busyLabel="Signing out…"
                tone="danger"
                isBusy={endOthers.isPending}
                error={endOthers.isError ? errorMessage(endOthers.error) : null}
                onCancel={() => setIsConfirming(false)}
                onConfirm={() =>
                  endOthers.mutate(undefined, {
                    onSuccess: (res) => {
                      setIsConfirming(false);
                      showSnackbar(res.message, 'success');
                    },
                  })
                }
              >
                {others.length === 1
                  ? 'Your other session ends at once. You stay signed in here.'
                  : `Your ${others.length} other sessions end at once. You stay signed in here.`}
              </ConfirmDialog>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}

function SessionRow({
  session,
  isEnding,
  onSignOut,
}: {
  session: TUserSession;
  isEnding: boolean;
  onSignOut: () => void;
}) {
  const place = session.ip_address ? `${session.place} · ${session.ip_address}` : session.place;
  return (
    <li className="settings-row">
      <div className="settings-row-main">
        <p className="settings-row-title">
          {session.device}
          {session.is_current ? <StatusChip tone="success" label={SESSION_MESSAGES.thisDevice} /> : null}
        </p>
        <p className="muted">{place}</p>
        <p className="muted">
          {session.is_current ? 'Active now' : `Last seen ${formatDateTime(session.last_seen_at)}`} · Signed in{' '}
          {formatDateTime(session.started_at)}
        </p>
      </div>
      {session.is_current ? null : (
        <Button
          variant="secondary"
          onClick={onSignOut}
          isLoading={isEnding}
          loadingLabel="Signing out…"
          aria-label={`Sign out ${session.device}, ${session.place}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
