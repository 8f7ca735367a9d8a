import { formatDateTime } from '@corridor/domain/dates';
import { MoneyText } from '@/ui/money-text.tsx';
import { useDailyAmount } from '../api/get-daily-amount.ts';

/**
 * Spec §6, §9: Malaysian sole proprietors, enterprises and LLPs may send MYR 50,000 a day (Malaysia time). Shown while
 * paying from MYR, in the API's figures; nothing for a business without the limit.
 */
export function DailyLimitNote({ clientId }: { clientId: string }) {
  const daily = useDailyAmount(clientId, true);
  const d = daily.data;
  if (!d?.has_limit || !d.limit || !d.allowed_amount) return null;
  return (
    <p className="send-note" role="status">
      Daily limit <MoneyText minor={d.limit.amountMinor} currency="MYR" withCode />: you can still send{' '}
      <MoneyText minor={d.allowed_amount.amountMinor} currency="MYR" withCode /> today. It resets at{' '}
      {formatDateTime(d.resets_at, '+08:00')} (Malaysia time).
    </p>
  );
}
