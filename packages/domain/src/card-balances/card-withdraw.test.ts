import { describe, expect, it } from 'vitest';
import { isCardsAreaOn } from '../access.ts';
import type { FeatureFlag } from '../flags.ts';
import {
  CARD_WITHDRAW_MESSAGES,
  cardBalanceName,
  cardWithdrawalTrackerSteps,
  checkCardWithdrawalAmount,
} from './card-withdraw.ts';

const CEILING = 1_000_000_000_000n;
const cardFlag = (enabled: boolean, entities?: string[]): FeatureFlag[] => [
  { feature: 'ENABLE_SME_CARD', enabled, metaData: entities ? { enabledEntities: entities } : {} },
];
const admin = [{ role_name: 'sme_admin' }];

describe('[CARD WITHDRAW RULES] who may use card balances and how much leaves them', () => {
  it('opens the cards area only with the flag on for the entity and a business whose status allows the roles', () => {
    const on = { features: cardFlag(true, ['SG', 'AU']), entity: 'SG', clientStatus: 'COMPLETED', roles: admin };
    expect(isCardsAreaOn(on)).toBe(true);
    expect(isCardsAreaOn({ ...on, entity: 'HK' })).toBe(false);
    expect(isCardsAreaOn({ ...on, features: cardFlag(false, ['SG']) })).toBe(false);
    expect(isCardsAreaOn({ ...on, features: [] })).toBe(false);
    expect(isCardsAreaOn({ ...on, clientStatus: 'COMPLIANCE_IN_PROGRESS' })).toBe(false);
    // Spec §6: the settings admin passes the check that otherwise needs a COMPLETED business.
    expect(
      isCardsAreaOn({
        ...on,
        clientStatus: 'COMPLIANCE_IN_PROGRESS',
        roles: [{ role_name: 'sme_user_settings_admin' }],
      }),
    ).toBe(true);
  });

  it('takes the currency’s decimals, refuses nothing and too much, and at most the balance, with no bank minimum', () => {
    expect(checkCardWithdrawalAmount('1,250.50', 'SGD', 500_000n, CEILING)).toEqual({ ok: true, minor: 125_050n });
    expect(checkCardWithdrawalAmount('0.01', 'SGD', 500_000n, CEILING)).toEqual({ ok: true, minor: 1n });
    expect(checkCardWithdrawalAmount('5000', 'SGD', 500_000n, CEILING)).toEqual({ ok: true, minor: 500_000n });
    expect(checkCardWithdrawalAmount('10.505', 'SGD', 500_000n, CEILING)).toMatchObject({ ok: false });
    expect(checkCardWithdrawalAmount('1.5', 'JPY', 500_000n, CEILING)).toMatchObject({ ok: false });
    expect(checkCardWithdrawalAmount('0', 'SGD', 500_000n, CEILING)).toEqual({
      ok: false,
      message: 'Amount must be greater than 0',
    });
    expect(checkCardWithdrawalAmount('-5', 'SGD', 500_000n, CEILING)).toMatchObject({ ok: false });
    expect(checkCardWithdrawalAmount('1000000000000.01', 'SGD', 10n ** 20n, CEILING)).toMatchObject({ ok: false });
    expect(checkCardWithdrawalAmount('5000.01', 'SGD', 500_000n, CEILING)).toEqual({
      ok: false,
      message: 'This is more than you can withdraw now: SGD 5,000.00 is available.',
      isOverAvailable: true,
    });
    expect(checkCardWithdrawalAmount('1', 'USD', -5n, CEILING)).toEqual({
      ok: false,
      message: CARD_WITHDRAW_MESSAGES.overAvailable(0n, 'USD'),
      isOverAvailable: true,
    });
  });

  it('tracks a card withdrawal as the §4 withdrawal steps, initiated and complete at once, with their times', () => {
    const at = '2026-03-05T04:00:00.000Z';
    expect(cardWithdrawalTrackerSteps({ status: 'COMPLETED', createdAt: at, completedAt: at })).toEqual([
      { key: 'withdrawal_initiated', label: 'Withdrawal initiated', state: 'done', at },
      { key: 'withdrawal_complete', label: 'Withdrawal complete', state: 'done', at },
    ]);
    expect(cardBalanceName('SGD')).toBe('SGD card balance');
  });
});
