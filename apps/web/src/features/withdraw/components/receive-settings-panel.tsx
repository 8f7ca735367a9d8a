import type { TBankAccount } from '@corridor/contracts/bank-accounts/bank-account';
import type { TReceiveSettings } from '@corridor/contracts/bank-accounts/receive-settings';
import { parseAmount } from '@corridor/domain/money';
import { useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { SwitchField } from '@/ui/switch-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useUpdateReceiveSettings } from '../api/receive-settings.ts';

type CurrencyState = { currency: string; isEnabled: boolean; canKeepAmount: boolean; keepAmount: string };

/** "midnight in your time zone (UTC+08:00)" or "midnight UTC". */
export function sweepTimeText(settings: Pick<TReceiveSettings, 'sweepsAtMidnightUtc' | 'sweepZone'>): string {
  return settings.sweepsAtMidnightUtc ? 'midnight UTC' : `midnight in your time zone (UTC${settings.sweepZone})`;
}

/**
 * Receive settings of a business whose balances are swept (spec §9): the linked account the end-of-day sweep goes to
 * (the active client's auto-sweep bank details), and each sweep currency switched on or off, with the amount a
 * partial sweep keeps in the account.
 */
export function ReceiveSettingsPanel({
  settings,
  banks,
}: {
  settings: TReceiveSettings;
  banks: readonly TBankAccount[];
}) {
  const update = useUpdateReceiveSettings();
  const [accountId, setAccountId] = useState(settings.autosweepBankAccount?.accountId ?? '');
  const [currencies, setCurrencies] = useState<CurrencyState[]>(() =>
    settings.currencies.map((c) => ({
      currency: c.currency,
      isEnabled: c.isEnabled,
      canKeepAmount: c.canKeepAmount,
      keepAmount: c.keepAmount.amountMinor === '0' ? '' : c.keepAmount.display,
    })),
  );
  const keepProblem = (c: CurrencyState) => {
    if (!c.canKeepAmount || c.keepAmount.trim() === '') return undefined;
    const parsed = parseAmount(c.keepAmount, c.currency, { allowZero: true });
    return parsed.ok ? undefined : parsed.message;
  };
  const hasProblem = currencies.some((c) => keepProblem(c));
  const sweepAccount = banks.find((b) => b.accountId === accountId);
  const set = (currency: string, change: Partial<CurrencyState>) =>
    setCurrencies((list) => list.map((c) => (c.currency === currency ? { ...c, ...change } : c)));

  const save = () =>
    update.mutate(
      {
        autosweepBankAccountId: accountId || null,
        currencies: currencies.map((c) => ({
          currency: c.currency,
          isEnabled: c.isEnabled,
          ...(c.canKeepAmount && c.keepAmount.trim() ? { keepAmount: c.keepAmount.trim() } : {}),
        })),
      },
      { onSuccess: () => showSnackbar('Your receive settings were saved', 'success') },
    );

  return (
    <section className="panel stack receive-settings" aria-labelledby="receive-settings-title">
      <h2 id="receive-settings-title">End-of-day sweep to your bank</h2>
      <p>
        Money your business receives is swept to your own bank account at the end of each day, at{' '}
        {sweepTimeText(settings)}. Choose the account, and what is swept.
      </p>
      {update.error ? <FormAlert>{errorMessage(update.error)}</FormAlert> : null}
      <SelectField
        label="Auto-sweep bank account"
        placeholder={banks.length === 0 ? 'Link a bank account first' : 'Choose a bank account'}
        options={banks.map((b) => ({ value: b.accountId, label: `${b.name} · ${b.currencyCode.join(', ')}` }))}
        value={accountId}
        onChange={setAccountId}
        isDisabled={banks.length === 0}
        hint={
          sweepAccount
            ? `Sweeps of ${sweepAccount.currencyCode.join(', ')} go here; other currencies stay in their accounts.`
            : 'Nothing is swept until you choose one.'
        }
      />
      <fieldset className="receive-currencies">
        <legend className="field-label">Currencies swept</legend>
        {currencies.map((c) => (
          <div key={c.currency} className="receive-currency">
            <SwitchField
              label={`Sweep ${c.currency}`}
              isChecked={c.isEnabled}
              onChange={(isEnabled) => set(c.currency, { isEnabled })}
            />
            {c.canKeepAmount ? (
              <TextField
                label={`Keep in ${c.currency} (optional)`}
                inputMode="decimal"
                maxLength={32}
                value={c.keepAmount}
                disabled={!c.isEnabled}
                onChange={(e) => set(c.currency, { keepAmount: e.target.value })}
                error={keepProblem(c)}
                hint="What stays in the account; the rest is swept."
              />
            ) : null}
          </div>
        ))}
      </fieldset>
      <div>
        <Button onClick={save} isLoading={update.isPending} loadingLabel="Saving…" disabled={hasProblem}>
          Save sweep settings
        </Button>
      </div>
    </section>
  );
}
