import type { TForwardContract } from '@corridor/contracts/fx-hedging/hedging-common';
import { formatDate, formatDateTime } from '@corridor/domain/dates';
import { href } from '@corridor/domain/paths';
import { formatRate } from '@corridor/domain/rates';
import { useState } from 'react';
import { Link } from 'react-router';
import { accountLabel } from '@/lib/account-label.ts';
import { errorMessage, isApiError } from '@/lib/api/api-error.ts';
import { rateText } from '@/lib/fx-text.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { Figure, FigureList } from '@/ui/figure-list.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { StatusChip } from '@/ui/status-chip.tsx';
import { useCancelContract } from '../api/cancel-contract.ts';
import { useForwardContract } from '../api/get-contracts.ts';
import { contractChip, pointsText } from './hedging-text.ts';

type ContractDetailsProps = {
  id: string;
  timeZone?: string;
  /** It was booked just now: say so here (a snackbar would cover the dialog's buttons on a phone). */
  isJustBooked?: boolean;
  onClose: () => void;
};

/** One contract in a dialog (the page's ?contract=id): its figures, its facts, and the cancel of its booking day. */
export function ContractDetails({ id, timeZone, isJustBooked, onClose }: ContractDetailsProps) {
  const contract = useForwardContract(id);
  const cancel = useCancelContract();
  const [isConfirming, setConfirming] = useState(false);
  const isNotFound = isApiError(contract.error) && contract.error.status === 404;
  const data = contract.data;
  return (
    <>
      <Dialog
        title={data ? `Contract ${data.contract_number}` : 'Forward contract'}
        onClose={onClose}
        size="large"
        footer={
          <>
            {data?.can_cancel ? (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Cancel contract
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </>
        }
      >
        {isNotFound ? (
          <p role="status">We could not find this contract among your business's forward contracts.</p>
        ) : (
          <QueryState
            query={contract}
            loadingLabel="Loading the contract"
            loadingLines={6}
            errorTitle="We could not load this contract"
          >
            {(c) => (
              <div className="stack">
                {cancel.isSuccess ? (
                  <FormAlert tone="success">Cancelled: this rate is no longer locked for you.</FormAlert>
                ) : isJustBooked && c.status === 'BOOKED' ? (
                  <FormAlert tone="success">
                    Booked: {rateText(c)} is locked for you until {formatDate(c.maturity_date)}.
                  </FormAlert>
                ) : null}
                <Facts contract={c} timeZone={timeZone} />
              </div>
            )}
          </QueryState>
        )}
      </Dialog>
      {isConfirming && data ? (
        <ConfirmDialog
          title="Cancel this forward contract?"
          confirmLabel="Cancel contract"
          busyLabel="Cancelling…"
          tone="danger"
          isBusy={cancel.isPending}
          error={cancel.error ? errorMessage(cancel.error) : null}
          onCancel={() => {
            cancel.reset();
            setConfirming(false);
          }}
          onConfirm={() =>
            cancel.mutate(data._id, {
              onSuccess: () => setConfirming(false),
            })
          }
        >
          <p>
            The rate of {rateText(data)} for {formatDate(data.maturity_date)} will no longer be locked. Contracts can be
            cancelled only on the day they are booked.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function Facts({ contract: c, timeZone }: { contract: TForwardContract; timeZone?: string }) {
  const chip = contractChip(c.status);
  return (
    <div className="stack">
      <div className="section-head">
        <StatusChip label={chip.label} tone={chip.tone} />
        <span className="muted">Matures {formatDate(c.maturity_date)}</span>
      </div>
      {c.failure_reason ? <FormAlert>{c.failure_reason}</FormAlert> : null}
      <FigureList>
        <Figure
          term={c.status === 'SETTLED' ? 'You sold' : 'You sell'}
          detail={`from ${accountLabel(c.source_account)}`}
        >
          <MoneyText minor={c.source_amount.amountMinor} currency={c.source_currency} withCode />
        </Figure>
        <Figure
          term="Forward rate"
          detail={`spot ${formatRate(c.spot_rate)} ${pointsText(c.forward_points)} forward points`}
        >
          {rateText(c)}
        </Figure>
        <Figure
          term={c.status === 'SETTLED' ? 'You got' : 'You get'}
          detail={`into ${accountLabel(c.destination_account)}`}
          isStrong
        >
          <MoneyText minor={c.destination_amount.amountMinor} currency={c.destination_currency} withCode />
        </Figure>
      </FigureList>
      <dl className="forward-facts">
        <div>
          <dt>Reference</dt>
          <dd className="mono">{c.contract_number}</dd>
        </div>
        <div>
          <dt>Partner reference</dt>
          <dd className="mono">{c.partner_contract_id}</dd>
        </div>
        <div>
          <dt>Booked</dt>
          <dd>
            {formatDateTime(c.created_at, timeZone)} by {c.created_by.name}
          </dd>
        </div>
        <div>
          <dt>Amount you entered</dt>
          <dd>{c.fixed_side === 'source' ? 'The amount to sell' : 'The amount to buy'}</dd>
        </div>
        {c.closed_at ? (
          <div>
            <dt>{c.status === 'CANCELLED' ? 'Cancelled' : c.status === 'SETTLED' ? 'Settled' : 'Failed'}</dt>
            <dd>{formatDateTime(c.closed_at, timeZone)}</dd>
          </div>
        ) : null}
      </dl>
      {c.exchange_id ? (
        <Link className="text-link" to={href('/r/exchange/:exchangeId', { exchangeId: c.exchange_id })}>
          View the exchange it settled as
        </Link>
      ) : null}
      {c.status === 'BOOKED' ? (
        <p className="muted">
          On {formatDate(c.maturity_date)} we exchange these amounts at the locked rate: the {c.source_currency} account
          must hold them that day.
        </p>
      ) : null}
    </div>
  );
}
