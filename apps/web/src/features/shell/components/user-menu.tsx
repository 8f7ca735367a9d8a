import { lazy, Suspense, useState } from 'react';
import { UserMenuLabel } from './user-menu-label.tsx';
import type { UserMenuIntent, UserMenuProps } from './user-menu-popup.tsx';

// React Aria's menu is the largest piece of the header; it loads right after the first render, so sign-in and the
// dashboard draw without waiting for it. Until it is there, an identical button stands in and remembers what the
// person did with it (focused it, or asked to open it), which the real menu then picks up.
const UserMenuPopup = lazy(() => import('./user-menu-popup.tsx').then((m) => ({ default: m.UserMenuPopup })));

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** The header's user dropdown (spec §2): Settings and Logout, a React Aria menu. */
export function UserMenu(props: Omit<UserMenuProps, 'intent'>) {
  const [intent, setIntent] = useState<UserMenuIntent>('none');
  return (
    <div className="user-menu">
      <Suspense
        fallback={
          <button
            type="button"
            className="user-menu-button"
            aria-haspopup="menu"
            aria-expanded={false}
            onFocus={() => setIntent((i) => (i === 'none' ? 'focus' : i))}
            // Leaving the button forgets a focus, never an open asked for: the stand-in is removed (and may blur)
            // when the real menu arrives, which must still open.
            onBlur={() => setIntent((i) => (i === 'focus' ? 'none' : i))}
            // Asked at the press, not the click: if the real menu arrives between the two, the click lands on a
            // button that never saw the press (React Aria ignores it), and the menu still opens.
            onPointerDown={(e) => {
              if (e.button === 0) setIntent('open');
            }}
            onClick={() => setIntent('open')}
            onKeyDown={(e) => {
              if (!OPEN_KEYS.has(e.key)) return;
              e.preventDefault();
              setIntent('open');
            }}
          >
            <UserMenuLabel name={props.name} />
          </button>
        }
      >
        <UserMenuPopup {...props} intent={intent} />
      </Suspense>
    </div>
  );
}
