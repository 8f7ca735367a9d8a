import { CloseIcon, MenuIcon } from '@/ui/icons.tsx';

/** Opens and closes the mobile navigation drawer (under 767 px). */
export function MenuToggle({
  isOpen,
  controls,
  onToggle,
}: {
  isOpen: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="icon-button menu-toggle"
      aria-expanded={isOpen}
      aria-controls={controls}
      aria-label="Menu"
      onClick={onToggle}
    >
      {isOpen ? <CloseIcon /> : <MenuIcon />}
    </button>
  );
}
