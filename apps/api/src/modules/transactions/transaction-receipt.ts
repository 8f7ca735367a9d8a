import type { TTransactionRow } from '@corridor/contracts/transactions/transactions';
import { cardBalanceName } from '@corridor/domain/card-balances/card-withdraw';
import { formatDateTime } from '@corridor/domain/dates';
import { formatRate } from '@corridor/domain/rates';
import PDFDocument from 'pdfkit';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { getCardWithdrawal } from '../card-balances/card-balances.service.ts';
import { getFunding } from '../fundings/fundings.service.ts';
import { getExchange } from '../fx/exchanges.service.ts';
import { getPayout } from '../payouts/payout-reads.service.ts';
import { getWithdrawal } from '../withdrawals/withdrawals.service.ts';
import { getTransaction } from './transactions.service.ts';

type Step = { label: string; state: string; at: string | null };
export type Receipt = {
  title: string;
  reference: string;
  lines: [string, string][];
  steps: Step[];
};

const money = (m: { display: string; currency: string }) => `${m.display} ${m.currency}`;

/**
 * What a receipt says about one transaction: the list's row, and from the record's own module what only it knows
 * (a payout's fees, rate and beneficiary, a funding's method, the tracker with the time of each step).
 */
export async function receiptOf(deps: AppDeps, caller: Caller, idOrReference: string): Promise<Receipt> {
  const row = await getTransaction(deps, caller, idOrReference);
  const at = (iso: string | null) => (iso ? formatDateTime(iso, caller.utcOffset) : '');
  const base: [string, string][] = [
    ['Transaction ID', row.transactionId],
    ['Type', row.transactionTypeLabel],
    ['Created', row.createdAtDisplay],
    ['Status', row.statusLabel],
  ];
  const receipt = (lines: [string, string][], steps: Step[]): Receipt => ({
    title: `${row.transactionTypeLabel} receipt`,
    reference: row.transactionId,
    lines: [...base, ...lines],
    steps: steps.map((s) => ({ ...s, at: at(s.at) })),
  });
  switch (row.transactionType) {
    case 'send': {
      const p = await getPayout(deps, caller, row.id);
      const v = p.exchangeValue;
      return receipt(
        [
          ...(row.batchId ? ([['Batch ID', row.batchId]] as [string, string][]) : []),
          ['Beneficiary', p.beneficiary.name],
          ['Bank', [p.beneficiary.bank_name, p.beneficiary.account_number].filter(Boolean).join(' · ')],
          ['Country', p.beneficiary.destination_country_name],
          ['Payout method', p.payout_method],
          ['You sent', money(v.sourceAmount)],
          ['Fee', money(v.feeAmount)],
          ['SWIFT fee', money(v.swiftFeeAmount)],
          ['Amount converted', money(v.convertedAmount)],
          ['Rate', `1 ${p.source_currency} = ${formatRate(p.fx_rate)} ${p.destination_currency}`],
          ['Recipient gets', money(v.destinationAmount)],
          ['Reference', p.statement_narrative],
          ['Made by', p.created_by.name],
        ],
        p.tracker,
      );
    }
    case 'withdraw': {
      if (row.isFromCardBalance) {
        const c = await getCardWithdrawal(deps, caller, row.id);
        return receipt(
          [
            ['Amount', money(c.amount)],
            ['From', `Your ${cardBalanceName(c.card_balance.currency)}`],
            ['To account', `${c.destination_account.currency} ${c.destination_account.account_number}`],
          ],
          c.tracker,
        );
      }
      const w = await getWithdrawal(deps, caller, row.id);
      return receipt(
        [
          ['Amount', money(w.amount)],
          ['From account', `${w.source_account.currency} ${w.source_account.account_number}`],
          ['To bank', `${w.bank_account.bankName} · ${w.bank_account.accountNumber}`],
          ['Account holder', w.bank_account.bankAccountHolderName],
          ...(w.reason ? ([['Reason', w.reason]] as [string, string][]) : []),
        ],
        w.tracker,
      );
    }
    case 'fund': {
      const f = await getFunding(deps, caller, row.id);
      return receipt(
        [
          ['Method', f.methodLabel],
          ['Amount added', money(f.amount)],
          ['Fee', money(f.fee)],
          ['Total paid', money(f.total)],
          ['To account', `${f.account.currency} ${f.account.account_number}`],
          ...(f.failureReason ? ([['Reason', f.failureReason]] as [string, string][]) : []),
        ],
        f.tracker,
      );
    }
    case 'exchange': {
      const e = await getExchange(deps, caller, row.id);
      return receipt(
        [
          ['You exchanged', money(row.sourceAmount)],
          ['Rate', `1 ${e.source_currency} = ${formatRate(e.fx_rate)} ${e.destination_currency}`],
          ['You received', money(row.destinationAmount)],
        ],
        [{ label: 'Exchanged', state: 'done', at: row.createdAt }],
      );
    }
    default:
      return receipt(
        [
          ['Payer', row.beneficiaryName ?? ''],
          ['Amount', money(row.transactionAmount)],
        ],
        receivedSteps(row),
      );
  }
}

/** A received payment: the bank got it, then credited it or sent it back (no time kept for the second step here). */
function receivedSteps(row: TTransactionRow): Step[] {
  const received = { label: 'Received', state: 'done', at: row.createdAt };
  if (row.status === 'COMPLETED') return [received, { label: 'Credited', state: 'done', at: null }];
  if (row.status === 'RETURNED') return [received, { label: 'Returned', state: 'failed', at: null }];
  return [received, { label: 'Credited', state: 'current', at: null }];
}

const STATE_WORDS: Record<string, string> = { done: 'Done', current: 'In progress', upcoming: 'To come', failed: '' };

/** The receipt as a one-page A4 PDF. */
export function receiptPdf(clientName: string, r: Receipt, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 48, compress: opts.compress ?? true });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  pdf.font('Helvetica-Bold').fontSize(16).text(r.title);
  pdf.font('Helvetica').fontSize(10).fillColor('#555555').text(clientName).moveDown();
  pdf.fillColor('#000000');
  for (const [label, value] of r.lines) {
    const y = pdf.y;
    pdf.font('Helvetica-Bold').fontSize(10).text(label, 48, y, { width: 150 });
    pdf.font('Helvetica').text(value || '—', 200, y, { width: 347 });
    pdf.x = 48;
    pdf.moveDown(0.3);
  }
  pdf.moveDown().font('Helvetica-Bold').fontSize(12).text('Progress').moveDown(0.3);
  for (const s of r.steps) {
    const words = s.state === 'failed' ? s.label : [s.label, s.at || STATE_WORDS[s.state]].filter(Boolean).join(' — ');
    pdf
      .font('Helvetica')
      .fontSize(10)
      .text(`${s.state === 'upcoming' ? '-' : '•'}  ${words}`);
  }
  pdf.end();
  return done;
}
