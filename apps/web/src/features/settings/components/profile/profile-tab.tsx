import type { TSessionUser } from '@corridor/contracts/auth/session-user';
import type { TActiveClient } from '@corridor/contracts/clients/active-client';
import { formatDate } from '@corridor/domain/dates';
import { entityConfig } from '@corridor/domain/entities';
import { roleLabels } from '@corridor/domain/settings/users';
import { Figure, FigureList } from '@/ui/figure-list.tsx';
import { ProfileForm } from './profile-form.tsx';

const STATUS_WORDS: Record<string, string> = {
  COMPLETED: 'Verified',
  COMPLIANCE_IN_PROGRESS: 'Verification in progress',
  COMPLIANCE_ON_HOLD: 'Verification on hold',
  REGISTERED: 'Registered',
  COMPLIANCE_REJECTED: 'Not approved',
};

/**
 * Settings, Profile: the user's and the business's details as the client record holds them (spec §3); admins change
 * the few that are the business's to change (ProfileForm), everything else says who to ask.
 */
export function ProfileTab({
  client,
  user,
  canEdit,
  onClientUpdated,
}: {
  client: TActiveClient;
  user: TSessionUser;
  canEdit: boolean;
  onClientUpdated: () => unknown;
}) {
  const country = entityConfig(client.client_legal_entity)?.countryName ?? client.client_country;
  const roles = roleLabels(user.roles.map((r) => r.role_name));
  return (
    <div className="settings-grid">
      <section className="panel" aria-labelledby="profile-you">
        <h2 id="profile-you" className="section-title">
          You
        </h2>
        <FigureList className="settings-facts">
          <Figure term="Name">{user.name}</Figure>
          <Figure term="Email">{user.email}</Figure>
          <Figure term="Roles">{roles.length > 0 ? roles.join(', ') : 'Team member'}</Figure>
          <Figure term="Approves payouts">{user.isApprover ? 'Yes' : 'No'}</Figure>
        </FigureList>
      </section>
      <section className="panel" aria-labelledby="profile-business">
        <h2 id="profile-business" className="section-title">
          Your business
        </h2>
        <FigureList className="settings-facts">
          <Figure term="Registered name">{client.client_name}</Figure>
          <Figure term="Country">{country}</Figure>
          <Figure term="Verification">{STATUS_WORDS[client.status] ?? client.status}</Figure>
          <Figure term="Payout approval">
            {client.is_api_payout_approval_required ? 'An approver approves every payout' : 'Not required'}
          </Figure>
          <Figure term="Time zone">UTC{client.utcOffset}</Figure>
          <Figure term="Customer since">{formatDate(client.created_at, client.utcOffset)}</Figure>
        </FigureList>
        <p className="muted settings-note">To change these, please contact us.</p>
      </section>
      <section className="panel settings-wide" aria-labelledby="profile-edit">
        <h2 id="profile-edit" className="section-title">
          Preferences
        </h2>
        <ProfileForm client={client} canEdit={canEdit} onUpdated={onClientUpdated} />
      </section>
    </div>
  );
}
