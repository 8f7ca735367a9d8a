/**
 * Virtual funding account (VFA) status (spec §4: COMPLETED marks an account usable for receiving).
 * The transitions are data: services refuse anything not listed here.
 */
export const VFA_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'DEACTIVATED'] as const;
export type VfaStatus = (typeof VFA_STATUSES)[number];

export const VFA_TRANSITIONS: Readonly<Record<VfaStatus, readonly VfaStatus[]>> = {
  // The partner bank may provision at once (COMPLETED) or take time (IN_PROGRESS). Closing the currency
  // account deactivates its receiving details from any live status.
  PENDING: ['IN_PROGRESS', 'COMPLETED', 'FAILED', 'DEACTIVATED'],
  IN_PROGRESS: ['COMPLETED', 'FAILED', 'DEACTIVATED'],
  // A failed request may be asked for again.
  FAILED: ['PENDING', 'DEACTIVATED'],
  COMPLETED: ['DEACTIVATED'],
  // Re-opening the account asks the bank again.
  DEACTIVATED: ['PENDING'],
};

export function canTransitionVfa(from: VfaStatus, to: VfaStatus): boolean {
  return VFA_TRANSITIONS[from].includes(to);
}

/** Only a COMPLETED VFA receives money. */
export function canVfaReceive(status: VfaStatus | null | undefined): boolean {
  return status === 'COMPLETED';
}

export const VFA_STATUS_LABELS: Readonly<Record<VfaStatus, string>> = {
  PENDING: 'Requested',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Active',
  FAILED: 'Failed',
  DEACTIVATED: 'Deactivated',
};
