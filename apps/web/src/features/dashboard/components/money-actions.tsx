import { Link } from 'react-router';
import { buttonClass } from '@/ui/button.tsx';
import { SoonBadge } from '@/ui/soon-badge.tsx';

/** What people do with a balance, right under it, as in the apps they know. */
const MONEY_ACTIONS = [
  { label: 'Send', to: '/r/send', variant: 'primary' },
  { label: 'Add money', to: '/r/addmoney', variant: 'secondary' },
  { label: 'Exchange', to: '/r/exchange', variant: 'secondary' },
] as const;

type MoneyActionsProps = {
  canOpen: (path: string) => boolean;
  /** Pages not built yet are still offered, marked "Soon". */
  isAvailable: (path: string) => boolean;
};

/** Send, add money and exchange, each only for a user who may open it. */
export function MoneyActions({ canOpen, isAvailable }: MoneyActionsProps) {
  const actions = MONEY_ACTIONS.filter((a) => canOpen(a.to));
  if (actions.length === 0) return null;
  return (
    <ul className="money-actions" aria-label="Money actions">
      {actions.map((a) => (
        <li key={a.to}>
          {/* A page still to come is a quieter button: its "Soon" badge reads well only on a light one. */}
          <Link to={a.to} className={`${buttonClass(isAvailable(a.to) ? a.variant : 'secondary')} money-action`}>
            {a.label}
            {isAvailable(a.to) ? null : <SoonBadge />}
          </Link>
        </li>
      ))}
    </ul>
  );
}
