import { QueryState } from '@/ui/query-state.tsx';
import { useLinkedAccounts } from '../api/get-linked-accounts.ts';
import { useReceiveSettings } from '../api/receive-settings.ts';
import { ReceiveSettingsPanel } from './receive-settings-panel.tsx';
import '../withdraw.css';

/**
 * The receive settings (auto-sweep account and currencies) on their own, for pages other than Withdraw that show
 * them (Settings, Bank details for auto-sweep): the same panel and calls, so they are kept in one place.
 */
export function SweepSettingsSection({ clientId }: { clientId: string }) {
  const settings = useReceiveSettings();
  const banks = useLinkedAccounts(clientId);
  return (
    <QueryState
      query={settings}
      loadingLabel="Loading your sweep settings"
      errorTitle="We could not load your sweep settings"
    >
      {(s) => (
        <ReceiveSettingsPanel
          key={`${s.autosweepBankAccount?.accountId ?? 'none'}-${banks.data ? 'banks' : 'loading'}`}
          settings={s}
          banks={banks.data?.data ?? []}
        />
      )}
    </QueryState>
  );
}
