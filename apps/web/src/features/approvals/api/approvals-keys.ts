/**
 * Query keys of the approvals feature. The queue and a payout's details start with 'money', like every query whose
 * figures move with money, so a decision (or a payout made elsewhere) refreshes balances and payout lists alike.
 */
export const approvalsKeys = {
  queue: ['money', 'payouts', 'list', { awaiting_approval: true }] as const,
  payout: (id: string) => ['money', 'payouts', 'detail', id] as const,
};
