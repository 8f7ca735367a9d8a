import { toMoney } from '@corridor/contracts/money';
import type { TWithdrawal } from '@corridor/contracts/withdrawals/withdrawal';
import { maskAccountNumber } from '@corridor/domain/beneficiaries/mask';
import { WITHDRAWAL_STATUS_LABELS } from '@corridor/domain/withdrawals/statuses';
import { withdrawalTrackerSteps } from '@corridor/domain/withdrawals/tracker';
import type { EventRow, WithdrawalRow } from './withdrawals.repository.ts';

/** A withdrawal as the API answers it, its tracker drawn from its events. */
export function withdrawalView(r: WithdrawalRow, events: readonly EventRow[]): TWithdrawal {
  return {
    _id: r.id,
    reference: r.reference,
    kind: r.kind,
    status: r.status,
    statusLabel: WITHDRAWAL_STATUS_LABELS[r.status],
    amount: toMoney(r.amount, r.currency),
    source_account: { _id: r.currency_account_id, currency: r.currency, account_number: r.source_account_number },
    bank_account: {
      accountId: r.bank_account_id,
      bankName: r.bank_name,
      bankAccountHolderName: r.holder_name,
      accountNumber: maskAccountNumber(r.account_number),
      countryCode: r.country_code,
    },
    reason: r.reason,
    sweep_day: r.sweep_day,
    tracker: withdrawalTrackerSteps(
      r.kind,
      events.map((e) => ({ status: e.status, at: e.at.toISOString() })),
    ),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}
