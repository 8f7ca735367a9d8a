import type { TFunding } from '@corridor/contracts/fundings/funding';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { TransferInstructions } from '@/ui/transfer-instructions.tsx';
import { usePaymentFunding } from '../api/get-payment-funding.ts';
import { startPaymentFpx } from '../api/start-fpx-payment.ts';

const NOTE: Record<TFunding['status'], string> = {
  AWAITING_FUNDS: 'We send the payment as soon as your transfer arrives.',
  DEBITING_FUNDS: 'Charging your card: we send the payment as soon as it is approved.',
  COMPLETED: 'Your money arrived: the payment is on its way.',
  FAILED: 'The card payment failed, so the payment was cancelled.',
  CANCELLED: 'The transfer did not arrive, so the payment was cancelled.',
};
/** ACH and FPX say what they are waiting for in their own words. */
const PARTNER_NOTE: Partial<Record<TFunding['method'], Partial<Record<TFunding['status'], string>>>> = {
  ach: {
    DEBITING_FUNDS: 'Debiting your linked bank account: we send the payment once the debit settles.',
    FAILED: 'Your bank returned the debit, so the payment was cancelled.',
  },
  fpxTransfer: {
    AWAITING_FUNDS: 'Taking you to your bank’s FPX page to pay…',
    DEBITING_FUNDS: 'Your bank approved the FPX payment: we send the payment once it has paid.',
  },
};

type AwaitingFundsProps = {
  fundingId: string;
  /** How many payments this funding pays for (a group send's). */
  count?: number;
};

/**
 * A payment paid by card or transfer, after confirming: its funding followed live. A card asking for 3-D Secure sends
 * the browser to the issuer (it comes back to the funding's page); a transfer opens the awaiting-funds popup (spec §2)
 * with the instructions and reference, which can be opened again.
 */
export function AwaitingFunds({ fundingId, count = 1 }: AwaitingFundsProps) {
  const funding = usePaymentFunding(fundingId);
  const f = funding.data;
  const [isOpen, setOpen] = useState(true);
  const redirected = useRef(false);
  const [startError, setStartError] = useState<string | null>(null);
  useEffect(() => {
    if (f?.redirectUrl && !redirected.current) {
      redirected.current = true;
      window.location.assign(f.redirectUrl);
    }
  }, [f?.redirectUrl]);
  // An FPX payment is started at the gateway now, and the browser goes to the bank's page to pay it.
  const isFpxToStart = f?.method === 'fpxTransfer' && f.status === 'AWAITING_FUNDS' && !f.redirectUrl;
  useEffect(() => {
    if (!isFpxToStart || redirected.current) return;
    redirected.current = true;
    startPaymentFpx(fundingId).then(
      (p) => window.location.assign(p.redirectUrl),
      (err: unknown) => setStartError(errorMessage(err)),
    );
  }, [isFpxToStart, fundingId]);
  if (!f) return <p className="muted">Loading the payment's funding…</p>;
  const instructions = f.instructions;
  return (
    <div className="send-funding stack" aria-live="polite">
      <p>
        <strong>{f.statusLabel}</strong> · {f.reference} ·{' '}
        {f.card ? `${f.card.brand} •••• ${f.card.lastFour}` : f.methodLabel}
      </p>
      <p className="muted">{f.failureReason ?? PARTNER_NOTE[f.method]?.[f.status] ?? NOTE[f.status]}</p>
      {startError ? <p role="alert">{startError}</p> : null}
      {instructions && f.status === 'AWAITING_FUNDS' ? (
        <div>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            How to pay
          </Button>
        </div>
      ) : null}
      {instructions && isOpen && f.status === 'AWAITING_FUNDS' ? (
        <Dialog
          title="Awaiting funds"
          description={
            count > 1
              ? `One transfer pays for all ${count} payments. We send them as soon as it arrives.`
              : 'We send the payment as soon as your transfer arrives.'
          }
          onClose={() => setOpen(false)}
          footer={<Button onClick={() => setOpen(false)}>Done</Button>}
        >
          <TransferInstructions funding={{ ...f, instructions }} />
        </Dialog>
      ) : null}
    </div>
  );
}
