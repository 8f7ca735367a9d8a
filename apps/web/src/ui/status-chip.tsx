import './status-chip.css';

export type ChipTone = 'neutral' | 'success' | 'warn' | 'danger' | 'info';

/** A short status word in colour; the word itself carries the meaning, colour only helps. */
export function StatusChip({ label, tone = 'neutral', title }: { label: string; tone?: ChipTone; title?: string }) {
  return (
    <span className={`chip chip-${tone}`} title={title}>
      {label}
    </span>
  );
}
