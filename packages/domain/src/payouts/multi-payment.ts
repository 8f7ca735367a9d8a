/**
 * The multi-payment (group send) flow's step (spec §4 "Multi-payment"): once every payout validates, step 1 moves
 * to 3; once every payout is created, the flow is at step 5; a failure stops loading and keeps the step it was on.
 * The destination currencies to price follow the recipients (spec §4: adding a beneficiary adds its currency,
 * removing one drops the currency when no other transaction uses it). Group send takes at most 50 recipients (§9).
 */
export const MAX_GROUP_RECIPIENTS = 50;

export type MultiPaymentEvent = 'ALL_VALIDATED' | 'ALL_CREATED' | 'FAILED';

export function multiPaymentStepAfter(step: number, event: MultiPaymentEvent): number {
  if (event === 'FAILED') return step;
  if (event === 'ALL_CREATED') return 5;
  return step === 1 ? 3 : step;
}

/** The destination currencies the flow needs rates for, in the order recipients were added, each once. */
export function destinationCurrencies(recipients: readonly { destinationCurrency: string }[]): string[] {
  return [...new Set(recipients.map((r) => r.destinationCurrency))];
}
