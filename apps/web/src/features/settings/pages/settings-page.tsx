import type { TSessionUser } from '@corridor/contracts/auth/session-user';
import type { TActiveClient } from '@corridor/contracts/clients/active-client';
import { canChangeClientSettings } from '@corridor/domain/access';
import { PATHS } from '@corridor/domain/paths';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/ui/page-title.tsx';
import { type TabItem, Tabs } from '@/ui/tabs.tsx';
import { AutosweepTab } from '../components/autosweep/autosweep-tab.tsx';
import { ProfileTab } from '../components/profile/profile-tab.tsx';
import { SecurityTab, securitySections } from '../components/security/security-tab.tsx';
import { UsersTab } from '../components/users/users-tab.tsx';
import { VerificationTab } from '../components/verification/verification-tab.tsx';
import '../settings.css';

export type SettingsPageProps = {
  client: TActiveClient;
  user: TSessionUser;
  /** ENABLE_SME_VOP_VERIFICATION is on for the business's entity. */
  isVopOn: boolean;
  /** The entity sweeps balances at the end of the day (spec §9). */
  hasAutoSweep: boolean;
  /** The change-password form (auth feature). */
  changePassword: ReactNode;
  /** The receive settings that choose the auto-sweep account (withdraw feature). */
  sweepSettings: ReactNode;
  /** Reads the client record again after the profile changed it. */
  onClientUpdated: () => unknown;
};

const TAB_PARAM = 'tab';

/**
 * /r/settings (spec §2: profile, security, users, auto-sweep bank details): tabs kept in the address (?tab=users),
 * so each can be linked to and survives a reload. Users shows to admins only, Verification while its flag is on.
 */
export function SettingsPage(props: SettingsPageProps) {
  const { client, user } = props;
  const canAdmin = canChangeClientSettings(user.roles.map((r) => r.role_name));
  const tabs: TabItem[] = [
    {
      id: 'profile',
      label: 'Profile',
      content: <ProfileTab client={client} user={user} canEdit={canAdmin} onClientUpdated={props.onClientUpdated} />,
    },
    {
      id: 'security',
      label: 'Security',
      content: (
        <SecurityTab
          sections={securitySections({
            changePassword: props.changePassword,
            timeZone: client.utcOffset,
            isAdmin: canAdmin,
          })}
        />
      ),
    },
    ...(canAdmin ? [{ id: 'users', label: 'Users', content: <UsersTab currentUserId={user._id} /> }] : []),
    ...(props.isVopOn
      ? [
          {
            id: 'verification',
            label: 'Verification',
            content: <VerificationTab clientId={client._id} canEdit={canAdmin} />,
          },
        ]
      : []),
    {
      id: 'autosweep',
      label: 'Auto-sweep bank details',
      content: <AutosweepTab client={client} hasAutoSweep={props.hasAutoSweep} sweepSettings={props.sweepSettings} />,
    },
  ];
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_PARAM);
  const selected = tabs.some((t) => t.id === asked) ? (asked as string) : 'profile';
  return (
    <div className="page settings-page">
      <PageTitle
        title="Settings"
        description="Your profile, security, users and bank details for auto-sweep."
        actions={
          canAdmin ? (
            <Link className="btn btn-secondary" to={PATHS.settingsAuditLog}>
              Audit log
            </Link>
          ) : null
        }
      />
      <Tabs
        label="Settings"
        tabs={tabs}
        selectedTab={selected}
        onSelectionChange={(id) => setParams(id === 'profile' ? {} : { [TAB_PARAM]: id }, { replace: true })}
      />
    </div>
  );
}
