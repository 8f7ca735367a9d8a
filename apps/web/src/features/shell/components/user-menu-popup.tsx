import { Button, Menu, MenuItem, MenuTrigger, Popover, RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import { SoonBadge } from '@/ui/soon-badge.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { UserMenuLabel } from './user-menu-label.tsx';
import '@/ui/menu.css';

/** What the person did with the stand-in button before this code arrived. */
export type UserMenuIntent = 'none' | 'focus' | 'open';

export type UserMenuProps = {
  name: string;
  settingsHref: string;
  /** Settings is shown but marked as not yet available until its page is built. */
  isSettingsAvailable: boolean;
  onLogout: () => void;
  isLoggingOut: boolean;
  intent: UserMenuIntent;
};

/**
 * React Aria's menu button: Enter, Space or Down opens it on the first item (Up on the last), the arrow keys and
 * typing move between items, Escape closes it and puts focus back on the button, Tab leaves it.
 */
export function UserMenuPopup({
  name,
  settingsHref,
  isSettingsAvailable,
  onLogout,
  isLoggingOut,
  intent,
}: UserMenuProps) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <MenuTrigger defaultOpen={intent === 'open'}>
        <Button className="user-menu-button" autoFocus={intent !== 'none'}>
          {isLoggingOut ? <Spinner label="Signing out" /> : null}
          <UserMenuLabel name={name} />
        </Button>
        <Popover className="menu-popover" placement="bottom end" offset={6}>
          <Menu className="menu" onAction={(key) => (key === 'logout' ? onLogout() : undefined)}>
            <MenuItem id="settings" href={settingsHref} className="menu-item" textValue="Settings">
              Settings
              {isSettingsAvailable ? null : <SoonBadge />}
            </MenuItem>
            <MenuItem id="logout" className="menu-item" textValue="Logout">
              Logout
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
