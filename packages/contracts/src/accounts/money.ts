// Moving to ../money.ts (the one money wire format) and ../common.ts (ZId); importers switch over, then this goes.

export { ZId } from '../common.ts';
export { type TMoney, toMoney, ZAmountIn as ZAmountInput, ZMinorUnits, ZMoney } from '../money.ts';
