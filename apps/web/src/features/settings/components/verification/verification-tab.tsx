import type { TVopConfig } from '@corridor/contracts/settings/vop-config';
import { SNACKBAR_SHORT_MS } from '@corridor/domain/display';
import { useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { SwitchField } from '@/ui/switch-field.tsx';
import { useUpdateVopConfig, useVopConfig } from '../../api/vop-config.ts';

/**
 * Settings, Verification of payee (flag ENABLE_SME_VOP_VERIFICATION): whether EUR payees' names are checked with their
 * bank before a payout is confirmed, and whether the business's own payers may check its name (spec §3, §8).
 */
export function VerificationTab({ clientId, canEdit }: { clientId: string; canEdit: boolean }) {
  const config = useVopConfig(clientId);
  return (
    <section className="panel" aria-labelledby="vop-title">
      <h2 id="vop-title" className="section-title">
        Verification of payee
      </h2>
      <p className="muted settings-lead">
        Before a payment in euros, the name you typed is checked with the payee's bank, so money does not go to the
        wrong account.
      </p>
      <QueryState
        query={config}
        loadingLabel="Loading your verification settings"
        errorTitle="We could not load your verification settings"
      >
        {(c) => <VopForm key={JSON.stringify(c.beneficiary_verification_preference)} config={c} canEdit={canEdit} />}
      </QueryState>
    </section>
  );
}

function VopForm({ config, canEdit }: { config: TVopConfig; canEdit: boolean }) {
  const update = useUpdateVopConfig(config.clientId);
  const p = config.beneficiary_verification_preference;
  const [payOut, setPayOut] = useState(p.pay_out_verification.currencies.EUR);
  const [payIn, setPayIn] = useState(p.pay_in_verification.currencies.EUR);
  const isChanged = payOut !== p.pay_out_verification.currencies.EUR || payIn !== p.pay_in_verification.currencies.EUR;
  return (
    <form
      className="stack settings-form"
      aria-label="Verification settings"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(
          {
            clientId: config.clientId,
            beneficiary_verification_preference: {
              pay_out_verification: { currencies: { EUR: payOut } },
              pay_in_verification: { currencies: { EUR: payIn } },
            },
          },
          {
            // Spec §8: "Your verification settings have been updated" for 3 s; a failure in a snackbar.
            onSuccess: (res) => showSnackbar(res.message, 'success', SNACKBAR_SHORT_MS),
            onError: (err) => showSnackbar(errorMessage(err), 'error'),
          },
        );
      }}
    >
      <SwitchField
        label="Check payees' names before paying in EUR"
        hint="If the name is only close, or does not match, we show what the bank says and ask you to confirm."
        isChecked={payOut}
        isDisabled={!canEdit}
        onChange={setPayOut}
      />
      <SwitchField
        label="Let payers check our name when they pay us in EUR"
        hint="Payers' banks are told whether the name they typed matches your business."
        isChecked={payIn}
        isDisabled={!canEdit}
        onChange={setPayIn}
      />
      {canEdit ? (
        <div>
          <Button type="submit" disabled={!isChanged} isLoading={update.isPending} loadingLabel="Saving…">
            Save verification settings
          </Button>
        </div>
      ) : (
        <p className="muted">Only an admin of your business can change these.</p>
      )}
    </form>
  );
}
