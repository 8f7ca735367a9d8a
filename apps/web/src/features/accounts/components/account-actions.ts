import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';

export type AccountAction =
  | 'share'
  | 'createVfa'
  | 'editLabel'
  | 'setDefault'
  | 'hide'
  | 'unhide'
  | 'autoBookFx'
  | 'simulatePayment'
  | 'close';

export type AccountCapabilities = {
  /** The entity lets this business receive in the account's currency. */
  canReceiveCurrency: boolean;
  /** Non-production dev tools (the sandbox bank). */
  areDevToolsOn: boolean;
};

/** Which actions an account offers; the API enforces the same rules, this only avoids offering dead ends. */
export function actionsFor(account: TCurrencyAccount, caps: AccountCapabilities): AccountAction[] {
  const vfa = account.VFA;
  const needsVfa = !vfa || vfa.status === 'FAILED' || vfa.status === 'DEACTIVATED';
  const actions: AccountAction[] = [];
  if (vfa?.canReceive) actions.push('share');
  if (caps.canReceiveCurrency && needsVfa) actions.push('createVfa');
  actions.push('editLabel');
  if (!account.is_default_account) actions.push('setDefault');
  actions.push(account.hidden ? 'unhide' : 'hide', 'autoBookFx');
  if (caps.areDevToolsOn && vfa?.canReceive) actions.push('simulatePayment');
  actions.push('close');
  return actions;
}

export const ACTION_LABELS: Record<AccountAction, string> = {
  share: 'Share account details',
  createVfa: 'Get receiving details',
  editLabel: 'Edit label',
  setDefault: 'Make default account',
  hide: 'Hide account',
  unhide: 'Show account',
  autoBookFx: 'Auto-conversion settings',
  simulatePayment: 'Simulate incoming payment',
  close: 'Close account',
};
