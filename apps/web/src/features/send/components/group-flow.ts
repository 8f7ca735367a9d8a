import type { TPayout, TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import type { TValidatePayoutResponse } from '@corridor/contracts/payouts/validate-payout';
import {
  destinationCurrencies,
  MAX_GROUP_RECIPIENTS,
  multiPaymentStepAfter,
} from '@corridor/domain/payouts/multi-payment';
import type { PayoutFailure } from './payout-failure.ts';
import { emptyDraft, type SendDraft, type SendRecipient, toPayoutRequest } from './send-draft.ts';

/** The group send's screens: whom to pay, how much each, the check of them all, how to pay. */
export const GROUP_STEPS = ['Recipients', 'Set amounts', 'Review', 'Payment method'] as const;
export type GroupStep = 0 | 1 | 2 | 3;

export const GROUP_LIMIT_MESSAGE = `You can send to up to ${MAX_GROUP_RECIPIENTS} recipients at once. Remove one to add another.`;

/** One recipient of the group: its own amount (on the group's fixed side) and purpose. */
export type GroupRow = { recipient: SendRecipient; amount: string; purposeCode: string };

/**
 * A group send (spec §4 "Multi-payment", §9 up to 50 recipients). `paymentStep` is the spec's: 1 while amounts are
 * set, 3 once every payout validated, 5 once every payout is created; a failure keeps it where it was. Each
 * recipient keeps its own refusal, its validated payload and, once made, its payout, so a retry creates only those
 * still missing. `externalReference` (BIZM_…) is made once, when the group is first checked, and shared by all.
 */
export type GroupFlow = {
  step: GroupStep;
  paymentStep: number;
  sourceAccountId: string;
  fixedSide: SendDraft['fixedSide'];
  narrative: string;
  rows: readonly GroupRow[];
  failures: Readonly<Record<string, PayoutFailure>>;
  validated: Readonly<
    Record<string, { request: TPayoutRequest; result: TValidatePayoutResponse; isBalanceShort?: boolean }>
  >;
  created: Readonly<Record<string, TPayout>>;
  externalReference: string | null;
  /** Said once, next to the picker: the 51st recipient refused. */
  notice: string | null;
};

export type GroupAction =
  | { type: 'toggle'; recipient: SendRecipient }
  | { type: 'remove'; id: string }
  | { type: 'edit-row'; id: string; patch: Partial<Omit<GroupRow, 'recipient'>> }
  | { type: 'edit'; patch: Partial<Pick<GroupFlow, 'sourceAccountId' | 'fixedSide' | 'narrative'>> }
  | { type: 'go'; step: GroupStep }
  | { type: 'checked'; reference: string; validated: GroupFlow['validated']; failures: GroupFlow['failures'] }
  | { type: 'created'; id: string; payout: TPayout }
  | { type: 'create-failed'; id: string; failure: PayoutFailure }
  | { type: 'skip'; id: string }
  | { type: 'confirm-vop'; id: string; isConfirmed: boolean }
  | { type: 'restart' };

export function startGroup(sourceAccountId: string, fixedSide: SendDraft['fixedSide']): GroupFlow {
  return {
    step: 0,
    paymentStep: 1,
    sourceAccountId,
    fixedSide,
    narrative: '',
    rows: [],
    failures: {},
    validated: {},
    created: {},
    externalReference: null,
    notice: null,
  };
}

/** The destination currencies the group needs rates for, as its recipients come and go (spec §4). */
export function groupCurrencies(flow: Pick<GroupFlow, 'rows'>): string[] {
  return destinationCurrencies(flow.rows.map((r) => ({ destinationCurrency: r.recipient.destination_currency })));
}

/** A row as one payout's draft, so the group builds each payload exactly as the individual send does. */
export function rowDraft(flow: GroupFlow, row: GroupRow): SendDraft {
  return {
    ...emptyDraft([]),
    recipient: row.recipient,
    sourceAccountId: flow.sourceAccountId,
    fixedSide: flow.fixedSide,
    amount: row.amount,
    purposeCode: row.purposeCode,
    narrative: flow.narrative,
  };
}

/** Every row's payload, or null for a row that is not complete yet. */
export function rowRequests(
  flow: GroupFlow,
  accounts: Parameters<typeof toPayoutRequest>[1],
  reference: string | null,
): { id: string; request: TPayoutRequest | null }[] {
  const externalReference = flow.rows.length > 1 ? (reference ?? undefined) : undefined;
  return flow.rows.map((row) => ({
    id: row.recipient._id,
    request: toPayoutRequest(rowDraft(flow, row), accounts, { externalReference }),
  }));
}

/** Rows still to be created, in order: the first is the one a retry starts with. */
export function pendingRows(flow: GroupFlow): GroupRow[] {
  return flow.rows.filter((r) => !flow.created[r.recipient._id]);
}

/**
 * Recipients whose verification of payee came back a close match or no match and whose payer has not ticked it:
 * the API refuses their payout (409) until `vop_confirmed` is sent, so the group waits for every tick.
 */
export function unconfirmedPayees(flow: Pick<GroupFlow, 'rows' | 'validated'>): string[] {
  return flow.rows
    .map((r) => r.recipient._id)
    .filter((id) => {
      const v = flow.validated[id];
      return Boolean(v?.result.vop?.needs_confirmation && !v.request.vop_confirmed);
    });
}

/** Whether creating has begun: from then on the group cannot be changed, only finished. */
export function hasStartedCreating(flow: GroupFlow): boolean {
  return Object.keys(flow.created).length > 0;
}

const without = <T>(record: Readonly<Record<string, T>>, id: string) => {
  const next = { ...record };
  delete next[id];
  return next;
};

/** Any change to what is sent gives up the check: back to step 1 (nothing created yet). */
const unchecked = (flow: GroupFlow): GroupFlow => ({ ...flow, validated: {}, paymentStep: 1 });

export function groupFlowReducer(flow: GroupFlow, action: GroupAction): GroupFlow {
  switch (action.type) {
    case 'toggle': {
      const id = action.recipient._id;
      if (flow.rows.some((r) => r.recipient._id === id)) return groupFlowReducer(flow, { type: 'remove', id });
      if (flow.rows.length >= MAX_GROUP_RECIPIENTS) return { ...flow, notice: GROUP_LIMIT_MESSAGE };
      const row: GroupRow = { recipient: action.recipient, amount: '', purposeCode: '' };
      return { ...unchecked(flow), rows: [...flow.rows, row], notice: null };
    }
    case 'remove':
      return {
        ...unchecked(flow),
        rows: flow.rows.filter((r) => r.recipient._id !== action.id),
        failures: without(flow.failures, action.id),
        notice: null,
      };
    case 'edit-row': {
      const rows = flow.rows.map((r) => (r.recipient._id === action.id ? { ...r, ...action.patch } : r));
      const failure = flow.failures[action.id];
      const failures = failure?.isInputDisabled ? flow.failures : without(flow.failures, action.id);
      return { ...unchecked(flow), rows, failures };
    }
    case 'edit':
      return { ...unchecked(flow), ...action.patch, failures: keepLocked(flow.failures) };
    case 'go':
      return { ...flow, step: action.step, ...(action.step < 2 ? { validated: {}, paymentStep: 1 } : {}) };
    case 'checked': {
      const isAllValid = flow.rows.length > 0 && flow.rows.every((r) => action.validated[r.recipient._id]);
      const failures = { ...keepLocked(flow.failures), ...action.failures };
      return {
        ...flow,
        externalReference: action.reference,
        validated: action.validated,
        failures,
        paymentStep: multiPaymentStepAfter(flow.paymentStep, isAllValid ? 'ALL_VALIDATED' : 'FAILED'),
        step: isAllValid ? 2 : flow.step,
      };
    }
    case 'created': {
      const created = { ...flow.created, [action.id]: action.payout };
      const next = { ...flow, created, failures: without(flow.failures, action.id) };
      const isAllCreated = next.rows.every((r) => created[r.recipient._id]);
      return isAllCreated ? { ...next, paymentStep: multiPaymentStepAfter(flow.paymentStep, 'ALL_CREATED') } : next;
    }
    case 'create-failed':
      // Spec §4: a failure stops and keeps the step; the error is kept on its recipient (§8).
      return { ...flow, failures: { ...flow.failures, [action.id]: action.failure } };
    case 'confirm-vop': {
      const v = flow.validated[action.id];
      if (!v || hasStartedCreating(flow)) return flow;
      const request = { ...v.request, vop_confirmed: action.isConfirmed };
      return { ...flow, validated: { ...flow.validated, [action.id]: { ...v, request } } };
    }
    case 'restart':
      return startGroup(flow.sourceAccountId, flow.fixedSide);
    case 'skip': {
      const rows = flow.rows.filter((r) => r.recipient._id !== action.id || flow.created[action.id]);
      const next = { ...flow, rows };
      const isAllCreated = rows.length > 0 && rows.every((r) => flow.created[r.recipient._id]);
      return isAllCreated ? { ...next, paymentStep: multiPaymentStepAfter(flow.paymentStep, 'ALL_CREATED') } : next;
    }
  }
}

/** Refusals that disable input stay through edits of the rest of the group (they are about that recipient). */
function keepLocked(failures: GroupFlow['failures']): GroupFlow['failures'] {
  return Object.fromEntries(Object.entries(failures).filter(([, f]) => f.isInputDisabled));
}
