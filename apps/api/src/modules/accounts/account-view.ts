import type { TCurrencyAccount, TVfa } from '@corridor/contracts/accounts/currency-account';
import { toMoney } from '@corridor/contracts/money';
import type { CurrencyCode } from '@corridor/domain/currencies';
import { canVfaReceive, VFA_STATUS_LABELS, type VfaStatus } from '@corridor/domain/vfa-status';
import type { Balance } from '../../ledger/ledger.types.ts';
import type { AccountRow } from './accounts.repository.ts';

export function vfaView(
  row: Pick<AccountRow, 'vfa_id' | 'vfa_status' | 'vfa_account_number' | 'currency'>,
): TVfa | null {
  if (!row.vfa_id || !row.vfa_status) return null;
  const status = row.vfa_status as VfaStatus;
  return {
    _id: row.vfa_id,
    status,
    statusLabel: VFA_STATUS_LABELS[status],
    account_number: row.vfa_account_number ?? '',
    currency: row.currency,
    canReceive: canVfaReceive(status),
  };
}

export function accountView(row: AccountRow, balance: Balance | undefined): TCurrencyAccount {
  return {
    _id: row.id,
    client: row.client_id,
    currency: row.currency as CurrencyCode,
    account_number: row.account_number,
    running_balance: toMoney(balance?.ledger ?? 0n, row.currency),
    available_balance: toMoney(balance?.available ?? 0n, row.currency),
    is_active: row.is_active,
    hidden: row.hidden,
    label: row.label,
    is_default_account: row.is_default_account,
    disable_auto_bookfx: row.disable_auto_bookfx,
    auto_bookfx_sequence: row.auto_bookfx_sequence,
    VFA: vfaView(row),
    created_at: row.created_at.toISOString(),
    closed_at: row.closed_at?.toISOString() ?? null,
  };
}
