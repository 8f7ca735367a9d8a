import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { UserMenu } from './user-menu.tsx';

const props = {
  name: 'Alexandra Montgomery',
  settingsHref: '/r/settings',
  isSettingsAvailable: true,
  onLogout: () => {},
  isLoggingOut: false,
};

describe('UserMenu before its code has arrived', () => {
  afterEach(cleanup);

  it('a press on the stand-in button opens the menu once it arrives, even if the button then loses focus', async () => {
    render(
      <MemoryRouter>
        <UserMenu {...props} />
      </MemoryRouter>,
    );
    // The stand-in: the real menu's code is still loading.
    const standIn = screen.getByRole('button', { name: /Alexandra/ });
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(standIn);
    fireEvent.pointerDown(standIn, { button: 0 });
    fireEvent.blur(standIn);
    expect(await screen.findByRole('menuitem', { name: 'Logout' }, { timeout: 5000 })).toBeTruthy();
  });

  it('a focus alone that leaves again opens nothing', async () => {
    render(
      <MemoryRouter>
        <UserMenu {...props} />
      </MemoryRouter>,
    );
    const standIn = screen.getByRole('button', { name: /Alexandra/ });
    fireEvent.focus(standIn);
    fireEvent.blur(standIn);
    // The real button arrives (React Aria's, with its press handling), closed.
    await screen.findByRole('button', { name: /Alexandra/, expanded: false }, { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).toBeNull();
  });
});
