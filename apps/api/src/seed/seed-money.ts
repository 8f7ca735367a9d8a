import type { EntryType } from '@corridor/domain/entry-types';
import { convert, decimalsOf } from '@corridor/domain/money';
import { transactionNumber } from '@corridor/domain/payouts/references';
import { formatRate } from '@corridor/domain/rates';
import type { VfaStatus } from '@corridor/domain/vfa-status';
import type { Queryable } from '../db/client.ts';
import { stableUuid, systemAccountId } from '../ledger/ids.ts';
import type { TransferInput } from '../ledger/ledger.types.ts';
import { importVfa } from '../modules/accounts/account-vfa.service.ts';
import {
  type AccountOwner,
  openAccountInTx,
  openAccountsOf,
  openDefaultAccounts,
} from '../modules/accounts/accounts.service.ts';
import { historicExchangeNumber } from '../modules/fx/exchange-import.service.ts';
import { recordCreditedPayment } from '../modules/receiving/receiving.service.ts';
import type { FxRates } from '../partners/fx-rates/fx-rates.ts';
import type { Partners } from '../partners/partners.ts';
import { HISTORY_SUPPLIERS, type HistoryRecord, recordHistory, seedHistorySuppliers } from './seed-history.ts';

/** The demo businesses the money is seeded for, by their key in seed.ts's DEMO. */
export type DemoClients = Record<'sg' | 'au' | 'jp', AccountOwner & { userId: string }>;

/** One demo account: its VFA status (null: none) and its typical flows, in major units. */
type AccountPlan = { currency: string; vfa: VfaStatus | null; inPerWeek: number; typical: number; outPerWeek: number };
/** `email` (the business's first user) keys the generated ids, so they are the same on every machine. */
type ClientPlan = {
  client: keyof DemoClients;
  email: string;
  seed: number;
  accounts: AccountPlan[];
  fx?: { from: string; to: string };
};

const PLANS: ClientPlan[] = [
  {
    client: 'sg',
    email: 'admin@demo.test',
    seed: 65,
    fx: { from: 'SGD', to: 'USD' },
    accounts: [
      { currency: 'SGD', vfa: 'COMPLETED', inPerWeek: 4, typical: 9_000, outPerWeek: 2 },
      { currency: 'USD', vfa: 'COMPLETED', inPerWeek: 3, typical: 7_500, outPerWeek: 1.5 },
      { currency: 'EUR', vfa: 'COMPLETED', inPerWeek: 1, typical: 4_000, outPerWeek: 0.5 },
      { currency: 'GBP', vfa: 'COMPLETED', inPerWeek: 0.7, typical: 3_000, outPerWeek: 0.3 },
      { currency: 'AUD', vfa: 'COMPLETED', inPerWeek: 0.5, typical: 5_000, outPerWeek: 0.2 },
      { currency: 'HKD', vfa: 'PENDING', inPerWeek: 0, typical: 0, outPerWeek: 0 },
    ],
  },
  {
    client: 'au',
    email: 'au@demo.test',
    seed: 61,
    accounts: [
      { currency: 'AUD', vfa: 'COMPLETED', inPerWeek: 3, typical: 6_000, outPerWeek: 1.5 },
      { currency: 'USD', vfa: 'COMPLETED', inPerWeek: 1, typical: 3_000, outPerWeek: 0.5 },
    ],
  },
  {
    client: 'jp',
    email: 'jp@demo.test',
    seed: 81,
    accounts: [{ currency: 'JPY', vfa: null, inPerWeek: 2, typical: 600_000, outPerWeek: 1 }],
  },
];

const PAYERS = [
  'Acme Imports Ltd',
  'Harbourfront Retail',
  'Nordic Supply AB',
  'Pacific Freight Co',
  'Blue Lotus Trading',
];
const HISTORY_DAYS = 120;
const DAY = 86_400_000;

/** The money history to book (seed-timeline.ts) and, once booked, the recording of what each movement was. */
export type SeededMoney = { transfers: TransferInput[]; record: () => Promise<void> };

/**
 * Demo currency accounts, receiving details (VFA) and about four months of history for the new demo businesses,
 * in the seed's transaction. The history's ledger transfers are returned for the seed's timeline to book in time
 * order with the other demo movements (businesses share each currency's house accounts, so every entry's running
 * balance then follows the statement order of its account); `record` writes their records once they are booked.
 * Deterministic for a given `now` (a seeded generator, no Math.random, the partners' sandbox rates and account numbers).
 */
export async function seedMoney(
  tx: Queryable,
  partners: Partners,
  clients: DemoClients,
  now: Date,
): Promise<SeededMoney> {
  const fx = await partners.fxRates.ratesAt(now);
  const seeded: SeededClient[] = [];
  for (const plan of PLANS) {
    const owner = clients[plan.client];
    const accounts = await openClientAccounts(tx, partners, owner, plan, now);
    const numbers = new Map((await openAccountsOf(tx, owner)).map((a) => [a.id, a.account_number]));
    const paying = plan.accounts.filter((a) => a.outPerWeek > 0).map((a) => a.currency);
    const start = new Date(now.getTime() - (HISTORY_DAYS + 1) * DAY);
    const suppliers = await seedHistorySuppliers(tx, owner, paying, start);
    const { transfers, records } = history(plan, { ...accounts, numbers }, fx, now);
    seeded.push({ owner, ...accounts, suppliers, transfers, records });
  }
  return {
    transfers: seeded.flatMap((c) => c.transfers),
    record: async () => {
      for (const client of seeded) {
        await recordIncomingPayments(tx, client);
        await recordHistory(tx, client.owner, client.suppliers, client.records);
      }
    },
  };
}

type SeededClient = {
  owner: AccountOwner & { userId: string };
  ids: Map<string, string>;
  vfas: Map<string, string>;
  suppliers: Map<string, string>;
  transfers: TransferInput[];
  records: HistoryRecord[];
};

async function openClientAccounts(tx: Queryable, partners: Partners, owner: AccountOwner, plan: ClientPlan, now: Date) {
  const ids = new Map<string, string>();
  const vfas = new Map<string, string>();
  const defaults = await openDefaultAccounts(tx, owner);
  for (const a of plan.accounts) {
    const id =
      defaults.find((d) => d.currency === a.currency)?.id ?? (await openAccountInTx(tx, owner, a.currency, null));
    ids.set(a.currency, id);
    if (a.vfa) {
      // The number the sandbox bank gives this account; the status is the plan's (a demo shows a pending one too).
      const { accountNumber } = await partners.bank.provisionVirtualAccount({
        accountId: id,
        currency: a.currency,
        entity: owner.legalEntity,
      });
      const at = new Date(now.getTime() - (HISTORY_DAYS + 1) * DAY);
      vfas.set(
        a.currency,
        await importVfa(tx, owner, { accountId: id, currency: a.currency, status: a.vfa, accountNumber, at }),
      );
    }
  }
  return { ids, vfas };
}

async function recordIncomingPayments(tx: Queryable, client: SeededClient) {
  for (const t of client.transfers) {
    const vfaId = client.vfas.get(t.currency);
    if (t.code !== 'INCOMING_PAYMENT' || !vfaId) continue;
    const [payerName, reference] = t.reference!.split(' - ') as [string, string];
    await recordCreditedPayment(tx, client.owner, {
      id: t.businessId!,
      accountId: t.creditAccountId,
      vfaId,
      currency: t.currency,
      amount: t.amount,
      payerName,
      reference,
      transferId: t.id,
      receivedAt: t.effectiveAt!,
    });
  }
}

type HistoryAccounts = { ids: Map<string, string>; numbers: Map<string, string> };

/**
 * The day-by-day history of one business, in time order, never overdrawing an account: the ledger transfers, and
 * what each movement was (a payout, an exchange, a funding; received payments are recorded from their transfers),
 * its business id on its transfers as the owning module would write it.
 */
function history(
  plan: ClientPlan,
  { ids, numbers }: HistoryAccounts,
  fx: FxRates,
  now: Date,
): { transfers: TransferInput[]; records: HistoryRecord[] } {
  const rnd = mulberry32(plan.seed);
  const balances = new Map<string, bigint>();
  const out: TransferInput[] = [];
  const records: HistoryRecord[] = [];
  const start = now.getTime() - HISTORY_DAYS * DAY;
  const add = (t: Omit<TransferInput, 'id'>) =>
    out.push({ ...t, id: stableUuid('seed-money', plan.email, `${out.length}`) });
  // Integer arithmetic only: a typical amount scaled by a whole percentage, in minor units.
  const minor = (typical: number, lowPct: number, spreadPct: number, currency: string) =>
    (BigInt(typical) * BigInt(lowPct + Math.floor(rnd() * spreadPct)) * 10n ** BigInt(decimalsOf(currency))) / 100n;

  for (let day = 0; day < HISTORY_DAYS; day++) {
    // Spread each day's events over working hours, strictly increasing so running balances read in order.
    let at = start + day * DAY + 8 * 3_600_000;
    const next = () => {
      at += 600_000 + Math.floor(rnd() * 3_600_000);
      return new Date(at);
    };
    for (const a of plan.accounts) {
      const id = ids.get(a.currency)!;
      const bal = balances.get(id) ?? 0n;
      if (rnd() < a.inPerWeek / 7) {
        const amount = minor(a.typical, 30, 140, a.currency) + BigInt(Math.floor(rnd() * 99));
        const payer = PAYERS[Math.floor(rnd() * PAYERS.length)]!;
        const code: EntryType = a.vfa ? 'INCOMING_PAYMENT' : 'FUNDING';
        const reference = `${payer} - INV-${2026_000 + out.length}`;
        const businessId = stableUuid('seed-payment', plan.email, `${out.length}`);
        const when = next();
        add({
          ...leg(code, systemAccountId('SETTLEMENT', a.currency), id, amount, a.currency, when),
          reference,
          businessId,
          businessType: a.vfa ? 'incoming_payment' : 'funding',
        });
        // Without a receiving account the money came as a bank transfer to add money: a funding.
        if (!a.vfa)
          records.push({
            kind: 'funding',
            id: businessId,
            accountId: id,
            amount,
            transferId: out.at(-1)!.id,
            at: when,
          });
        balances.set(id, bal + amount);
      } else if (rnd() < a.outPerWeek / 7 && bal > 0n) {
        const amount = minor(a.typical, 20, 60, a.currency);
        const fee = minor(a.currency === 'JPY' ? 500 : 5, 100, 1, a.currency);
        if (amount + fee > (bal * 6n) / 10n) continue;
        const when = next();
        const number = transactionNumber(numbers.get(id)!, when);
        const payout = { businessType: 'payout', businessId: number };
        const supplier = HISTORY_SUPPLIERS[a.currency]?.beneficiary_name ?? 'supplier';
        add({
          ...leg('PAYOUT', id, systemAccountId('SETTLEMENT', a.currency), amount, a.currency, when),
          reference: `Payout to ${supplier}`,
          ...payout,
        });
        add({
          ...leg('FEE', id, systemAccountId('FEE_REVENUE', a.currency), fee, a.currency, when),
          reference: `Fees of payout ${number}`,
          ...payout,
        });
        const payoutId = stableUuid('seed-payout', plan.email, number);
        records.push({
          kind: 'payout',
          id: payoutId,
          currency: a.currency,
          accountId: id,
          amount,
          fee,
          at: when,
          number,
        });
        balances.set(id, bal - amount - fee);
      }
    }
    if (plan.fx && day % 14 === 7) {
      const from = ids.get(plan.fx.from)!;
      const to = ids.get(plan.fx.to)!;
      const sell = (balances.get(from) ?? 0n) / 5n;
      const rate = fx.rate(plan.fx.from, plan.fx.to)!;
      const buy = convert(sell, plan.fx.from, plan.fx.to, rate, 'down');
      if (sell <= 0n || buy <= 0n) continue;
      const when = next();
      const exchangeId = stableUuid('seed-exchange', plan.email, `${day}`);
      const exchange = { businessType: 'exchange', businessId: historicExchangeNumber(exchangeId) };
      const reference = `Exchange ${plan.fx.from} to ${plan.fx.to} at ${formatRate(rate)}`;
      add({
        ...leg('FX_CONVERSION', from, systemAccountId('FX_POSITION', plan.fx.from), sell, plan.fx.from, when),
        reference,
        ...exchange,
      });
      add({
        ...leg('FX_CONVERSION', systemAccountId('FX_POSITION', plan.fx.to), to, buy, plan.fx.to, when),
        reference,
        ...exchange,
      });
      records.push({
        kind: 'exchange',
        id: exchangeId,
        sourceAccountId: from,
        destinationAccountId: to,
        sourceAmount: sell,
        destinationAmount: buy,
        rate,
        at: when,
      });
      balances.set(from, (balances.get(from) ?? 0n) - sell);
      balances.set(to, (balances.get(to) ?? 0n) + buy);
    }
  }
  return { transfers: out, records };
}

function leg(code: EntryType, debit: string, credit: string, amount: bigint, currency: string, at: Date) {
  return { code, debitAccountId: debit, creditAccountId: credit, amount, currency, effectiveAt: at };
}

/** A small seeded generator (mulberry32) in [0, 1): the demo data is the same on every machine. */
export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
