import type { ReactNode } from 'react';

/** Line icons for the per-currency shortcuts, drawn on a 24px grid; decorative (the link's text names it). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const PlusIcon = () => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
const SendIcon = () => (
  <Icon>
    <path d="M7 17 17 7M9 7h8v8" />
  </Icon>
);
const StatementIcon = () => (
  <Icon>
    <path d="M7 3h7l4 4v14H7z" />
    <path d="M14 3v4h4M10 12h5M10 16h5" />
  </Icon>
);

const ICONS: Record<string, () => ReactNode> = { 'Add money': PlusIcon, Send: SendIcon, Statement: StatementIcon };

/** The icon of a shortcut by its label, or nothing for a label it does not know. */
export function AccountLinkIcon({ label }: { label: string }) {
  const Drawn = ICONS[label];
  return Drawn ? <Drawn /> : null;
}
