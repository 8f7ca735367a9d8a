import { useRef } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { ChevronDownIcon } from './icons.tsx';
import './menu.css';

export type ActionItem = { label: string; onSelect: () => void; tone?: 'danger' };

type ActionMenuProps = {
  /** Visible text of the toggle, e.g. "More". */
  label: string;
  /** Accessible name when the visible text is not enough; it starts with the visible text ("More actions for …"). */
  accessibleLabel?: string;
  items: readonly ActionItem[];
};

/**
 * A menu button from React Aria: Enter, Space or the arrow keys open it on the first (or last) action, arrows and
 * typing move between actions, Escape or a click outside closes it and focus goes back to the button.
 */
export function ActionMenu({ label, accessibleLabel, items }: ActionMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <MenuTrigger>
      <Button ref={triggerRef} className="btn btn-secondary" aria-label={accessibleLabel}>
        {label}
        <ChevronDownIcon />
      </Button>
      <Popover className="menu-popover" placement="bottom end" offset={4}>
        <Menu
          className="menu"
          onAction={(key) => {
            // The button holds focus while a dialog opens, so closing the dialog returns there.
            triggerRef.current?.focus();
            items.find((item) => item.label === key)?.onSelect();
          }}
        >
          {items.map((item) => (
            <MenuItem
              key={item.label}
              id={item.label}
              className={item.tone === 'danger' ? 'menu-item is-danger' : 'menu-item'}
            >
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
