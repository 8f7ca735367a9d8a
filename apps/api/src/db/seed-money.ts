import type { EntryType } from '@corridor/domain/entry-types';
import { convert, decimalsOf } from '@corridor/domain/money';
import type { VfaStatus } from '@corridor/domain/vfa-status';
import { stableUuid, systemAccountId } from '../ledger/ids.ts';
import { book } from '../ledger/ledger.service.ts';
import type { TransferInput } from '../ledger/ledger.types.ts';
import { openAccountInTx, openDefaultAccounts } from '../modules/accounts/accounts.service.ts';
import { insertPayment, markSettled } from '../modules/accounts/incoming-payments.repository.ts';
import { insertVfa } from '../modules/accounts/vfa.repository.ts';
import { createSandboxFxRates } from '../partners/fx-rates/sandbox.ts';
import { sandboxAccountNumber } from '../partners/incoming-payments/sandbox.ts';
import type { Db, Queryable } from './client.ts';
import { lockSeeding } from './seed-lock.ts';

/** One demo account: its VFA status (null: none) and its typical flows, in major units. */
type AccountPlan = { currency: string; vfa: VfaStatus | null; inPerWeek: number; typical: number; outPerWeek: number };
type ClientPlan = { email: string; seed: number; accounts: AccountPlan[]; fx?: { from: string; to: string } };

const PLANS: ClientPlan[] = [
  {
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
    email: 'au@demo.test',
    seed: 61,
    accounts: [
      { currency: 'AUD', vfa: 'COMPLETED', inPerWeek: 3, typical: 6_000, outPerWeek: 1.5 },
      { currency: 'USD', vfa: 'COMPLETED', inPerWeek: 1, typical: 3_000, outPerWeek: 0.5 },
    ],
  },
  {
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

/**
 * Demo currency accounts, receiving details (VFA) and about four months of history for the demo businesses,
 * booked through the ledger so every invariant holds. Deterministic for a given `now` (a seeded generator, no
 * Math.random). A business that already has accounts is left alone, so calling it twice changes nothing.
 */
export async function seedMoney(db: Db, opts: { now?: Date } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  await db.tx(async (tx) => {
    // Whether a business has accounts yet is read under the lock, so two processes never both open them.
    await lockSeeding(tx, db.kind);
    const seeded: SeededClient[] = [];
    for (const plan of PLANS) {
      const client = await openClientAccounts(tx, plan, now);
      if (client) seeded.push({ ...client, transfers: history(plan, client.ids, now) });
    }
    // Businesses share each currency's system accounts, so their histories are booked merged in time order:
    // every entry's running balance then follows the statement order of its account.
    const all = seeded.flatMap((c) => c.transfers);
    all.sort((a, b) => a.effectiveAt!.getTime() - b.effectiveAt!.getTime());
    await book(tx, all);
    for (const client of seeded) await recordIncomingPayments(tx, client);
  });
}

type SeededClient = {
  clientId: string;
  ids: Map<string, string>;
  vfas: Map<string, string>;
  transfers: TransferInput[];
};

async function openClientAccounts(tx: Queryable, plan: ClientPlan, now: Date) {
  const { rows } = await tx.query<{ client_id: string; entity: string; name: string; has_accounts: boolean }>(
    `SELECT u.client_id, c.client_legal_entity AS entity, c.client_name AS name,
       EXISTS (SELECT 1 FROM currency_accounts a WHERE a.client_id = u.client_id) AS has_accounts
     FROM users u JOIN clients c ON c.id = u.client_id WHERE u.email = $1`,
    [plan.email],
  );
  const client = rows[0];
  if (!client || client.has_accounts) return undefined;
  const caller = { clientId: client.client_id, legalEntity: client.entity, clientName: client.name };
  await openDefaultAccounts(tx, caller.clientId, caller.legalEntity);
  const ids = new Map<string, string>();
  const vfas = new Map<string, string>();
  for (const a of plan.accounts) {
    const { rows: found } = await tx.query<{ id: string }>(
      'SELECT id FROM currency_accounts WHERE client_id = $1 AND currency = $2',
      [caller.clientId, a.currency],
    );
    const id = found[0]?.id ?? (await openAccountInTx(tx, caller, a.currency, null));
    ids.set(a.currency, id);
    if (a.vfa) {
      const at = new Date(now.getTime() - (HISTORY_DAYS + 1) * DAY);
      const vfa = { accountId: id, currency: a.currency, status: a.vfa, accountNumber: sandboxAccountNumber(id), at };
      vfas.set(a.currency, await insertVfa(tx, caller.clientId, vfa));
    }
  }
  return { clientId: caller.clientId, ids, vfas };
}

async function recordIncomingPayments(tx: Queryable, client: SeededClient) {
  for (const t of client.transfers) {
    const vfaId = client.vfas.get(t.currency);
    if (t.code !== 'INCOMING_PAYMENT' || !vfaId) continue;
    const [payer, reference] = t.reference!.split(' - ') as [string, string];
    await insertPayment(tx, client.clientId, {
      id: t.businessId!,
      account_id: t.creditAccountId,
      virtualAccountId: vfaId,
      currency: t.currency,
      amount: t.amount,
      payer_name: payer,
      reference,
      transfer_id: t.id,
      received_at: t.effectiveAt!,
    });
    await markSettled(tx, client.clientId, t.businessId!, 'CREDITED', t.effectiveAt!, null);
  }
}

/** The day-by-day history of one business, in time order, never overdrawing an account. */
function history(plan: ClientPlan, ids: Map<string, string>, now: Date): TransferInput[] {
  const rnd = mulberry32(plan.seed);
  const balances = new Map<string, bigint>();
  const out: TransferInput[] = [];
  const fx = createSandboxFxRates();
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
        add({
          ...leg(code, systemAccountId('SETTLEMENT', a.currency), id, amount, a.currency, next()),
          reference,
          businessId,
        });
        balances.set(id, bal + amount);
      } else if (rnd() < a.outPerWeek / 7 && bal > 0n) {
        const amount = minor(a.typical, 20, 60, a.currency);
        const fee = minor(a.currency === 'JPY' ? 500 : 5, 100, 1, a.currency);
        if (amount + fee > (bal * 6n) / 10n) continue;
        const when = next();
        add({
          ...leg('PAYOUT', id, systemAccountId('SETTLEMENT', a.currency), amount, a.currency, when),
          reference: `Payout to supplier #${day}`,
        });
        add({
          ...leg('FEE', id, systemAccountId('FEE_REVENUE', a.currency), fee, a.currency, when),
          reference: 'Transfer fee',
        });
        balances.set(id, bal - amount - fee);
      }
    }
    if (plan.fx && day % 14 === 7) {
      const from = ids.get(plan.fx.from)!;
      const to = ids.get(plan.fx.to)!;
      const sell = (balances.get(from) ?? 0n) / 5n;
      const buy = convert(sell, plan.fx.from, plan.fx.to, fx.rate(plan.fx.from, plan.fx.to)!, 'down');
      if (sell <= 0n || buy <= 0n) continue;
      const when = next();
      const reference = `Exchange ${plan.fx.from} to ${plan.fx.to}`;
      add({
        ...leg('FX_CONVERSION', from, systemAccountId('FX_POSITION', plan.fx.from), sell, plan.fx.from, when),
        reference,
      });
      add({
        ...leg('FX_CONVERSION', systemAccountId('FX_POSITION', plan.fx.to), to, buy, plan.fx.to, when),
        reference,
      });
      balances.set(from, (balances.get(from) ?? 0n) - sell);
      balances.set(to, (balances.get(to) ?? 0n) + buy);
    }
  }
  return out;
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
