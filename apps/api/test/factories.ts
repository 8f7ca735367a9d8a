/**
 * Test data built to order, so a test states what it needs (an AU business with approval on, a cards-only user, an
 * account holding 12-digit amounts) instead of borrowing the demo seed's. Everything goes through the same
 * tables and services the product uses. One file per product area under factories/; this is their one import point.
 */
export * from './factories/accounts.ts';
export * from './factories/bank-accounts.ts';
export * from './factories/businesses.ts';
export * from './factories/card-balances.ts';
export * from './factories/contacts.ts';
export * from './factories/fx.ts';
export * from './factories/idempotency.ts';
export * from './factories/payouts.ts';
