import type { Queryable } from '../db/client.ts';
import type { AchPartner } from './ach/ach.ts';
import { createSandboxAch } from './ach/sandbox.ts';
import type { BankProxyPartner } from './bank-proxy/bank-proxy.ts';
import { createSandboxBankProxy } from './bank-proxy/sandbox.ts';
import type { CardProcessorPartner } from './card-processor/card-processor.ts';
import { createSandboxCardProcessor } from './card-processor/sandbox.ts';
import type { FpxPartner } from './fpx/fpx.ts';
import { createSandboxFpx } from './fpx/sandbox.ts';
import { memoryFpxStore, sqlFpxStore } from './fpx/sandbox-store.ts';
import type { FxHedgingPartner } from './fx-hedging/fx-hedging.ts';
import { createSandboxFxHedging } from './fx-hedging/sandbox.ts';
import type { FxRatesPartner } from './fx-rates/fx-rates.ts';
import { createSandboxFxRates } from './fx-rates/sandbox.ts';
import type { IncomingPaymentsPartner } from './incoming-payments/incoming-payments.ts';
import { createSandboxIncomingPayments } from './incoming-payments/sandbox.ts';
import type { PayoutRailPartner } from './payout-rail/payout-rail.ts';
import { createSandboxPayoutRail } from './payout-rail/sandbox.ts';
import { createSandboxVop } from './vop/sandbox.ts';
import type { VopPartner } from './vop/vop.ts';

/**
 * The outside parties modules talk to (mail aside: AppDeps.mail), built once per process (main.ts, the test
 * helpers) and handed to every module in AppDeps: a live adapter, or a test's own, is swapped in one place.
 */
export type Partners = {
  fxRates: FxRatesPartner;
  /** The receiving bank: virtual accounts, their details, and money arriving into them. */
  bank: IncomingPaymentsPartner;
  /** The bank rail payouts are sent through. */
  payoutRail: PayoutRailPartner;
  /** The hedging partner: onboarding reviews, forward rates and forward contracts. */
  hedging: FxHedgingPartner;
  /** The card processor: saved cards (tokens), pricing, charges and their status. */
  cardProcessor: CardProcessorPartner;
  /** The collection bank adding money by bank transfer, PayNow or PayID is paid into. */
  bankProxy: BankProxyPartner;
  /** ACH (US): linked bank accounts, their balance, the rolling limit's debits. */
  ach: AchPartner;
  /** The FPX gateway (MY): payments at the person's own bank, their status. */
  fpx: FpxPartner;
  /** Verification of payee (EUR): the payee's bank says whether the name typed is its account holder's. */
  vop: VopPartner;
};

/**
 * `db`: where the sandbox FPX gateway keeps the answers given on its bank page, so every process sees them (without
 * one, as in scripts that never pay by FPX, it keeps them in memory).
 */
export function createSandboxPartners(opts: { db?: Queryable } = {}): Partners {
  return {
    fxRates: createSandboxFxRates(),
    bank: createSandboxIncomingPayments(),
    payoutRail: createSandboxPayoutRail(),
    hedging: createSandboxFxHedging(),
    cardProcessor: createSandboxCardProcessor(),
    bankProxy: createSandboxBankProxy(),
    ach: createSandboxAch(),
    fpx: createSandboxFpx(opts.db ? sqlFpxStore(opts.db) : memoryFpxStore()),
    vop: createSandboxVop(),
  };
}
