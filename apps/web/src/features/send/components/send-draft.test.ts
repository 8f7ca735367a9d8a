import { describe, expect, it } from 'vitest';
import { makeAccount } from '@/test/factories.ts';
import { makeRecipient } from '@/test/payout-factories.ts';
import { amountIssues, emptyDraft, type SendDraft, toPayoutRequest, toPricingRequest } from './send-draft.ts';

const accounts = [
  makeAccount({ _id: 'a-sgd', currency: 'SGD', is_default_account: true }),
  makeAccount({ _id: 'a-usd', currency: 'USD' }),
];
const draft = (patch: Partial<SendDraft> = {}): SendDraft => ({
  ...emptyDraft(accounts),
  recipient: makeRecipient(),
  amount: '1,000',
  ...patch,
});

describe('[SEND] the payout as the person builds it', () => {
  it('starts from the default account, nothing typed, paid from the balance', () => {
    expect(emptyDraft(accounts)).toMatchObject({
      recipient: null,
      sourceAccountId: 'a-sgd',
      fixedSide: 'source',
      amount: '',
      depositMethod: 'account',
    });
  });

  it('sends the amount as typed on the side typed, with the fee payer of that side (spec §3)', () => {
    expect(toPricingRequest(draft(), accounts)).toEqual({
      beneficiary_id: 'b-eur',
      source_account: 'a-sgd',
      source_currency: 'SGD',
      destination_currency: 'EUR',
      source_amount: '1,000',
      fee_payer: 'BEN',
    });
    expect(toPricingRequest(draft({ fixedSide: 'destination', amount: '250.50' }), accounts)).toMatchObject({
      destination_amount: '250.50',
      fee_payer: 'OUR',
    });
  });

  it('checks the amount in the currency of the side it was typed on', () => {
    const jpy = makeRecipient({ destination_currency: 'JPY', destination_country: 'JP' });
    expect(amountIssues(draft({ recipient: jpy, fixedSide: 'destination', amount: '10.5' }), accounts, false)).toEqual({
      amount: 'JPY amounts cannot have decimals',
    });
    expect(amountIssues(draft({ recipient: jpy, amount: '10.5' }), accounts, false)).toEqual({});
    expect(toPricingRequest(draft({ amount: '1.234' }), accounts)).toBeNull();
  });

  it('asks for what is missing only once the person tries to go on', () => {
    const blank = draft({ amount: '', sourceAccountId: '' });
    expect(amountIssues(blank, accounts, false)).toEqual({});
    expect(amountIssues(blank, accounts, true)).toEqual({ sourceAccount: 'Please choose an account to pay from' });
    expect(amountIssues(draft({ amount: '' }), accounts, true)).toEqual({ amount: 'Please enter an amount' });
  });

  it('makes an INR purpose code mandatory and takes only listed purposes (spec §5)', () => {
    const inr = makeRecipient({ _id: 'b-inr', destination_currency: 'INR', destination_country: 'IN' });
    expect(amountIssues(draft({ recipient: inr }), accounts, true)).toEqual({ purpose: 'This is a required field' });
    expect(amountIssues(draft({ recipient: inr, purposeCode: 'SALARY' }), accounts, true)).toEqual({
      purpose: 'Please choose a purpose from the list.',
    });
    expect(amountIssues(draft({ recipient: inr, purposeCode: 'IR01805' }), accounts, true)).toEqual({});
    expect(amountIssues(draft(), accounts, true)).toEqual({});
  });

  it('keeps the statement reference within the contract’s 140 characters', () => {
    expect(amountIssues(draft({ narrative: 'x'.repeat(141) }), accounts, false)).toEqual({
      narrative: 'Please keep the reference under 140 characters',
    });
  });

  it('builds the validation payload with the held rate, the purpose, the reference and the deposit method', () => {
    const request = toPayoutRequest(draft({ purposeCode: 'GOODS_PURCHASE', narrative: ' INV 2231 ' }), accounts, {
      holdId: 'hold-1',
      externalReference: 'BIZM_20260305093015123',
    });
    expect(request).toEqual({
      beneficiary_id: 'b-eur',
      transaction: {
        source_account: 'a-sgd',
        source_currency: 'SGD',
        destination_currency: 'EUR',
        source_amount: '1,000',
        fee_payer: 'BEN',
        purpose_code: 'GOODS_PURCHASE',
        statement_narrative: 'INV 2231',
        payout_options: { fx_hold_id: 'hold-1' },
      },
      additional_info: { deposit_method: 'account', external_reference_id: 'BIZM_20260305093015123' },
    });
  });

  it('names the supporting documents uploaded, and sends no list when there are none', () => {
    const invoice = { document_id: 'd1', file_name: 'invoice.pdf', media_type: 'application/pdf' as const, size: 9 };
    expect(toPayoutRequest(draft({ documents: [invoice] }), accounts)?.documents).toEqual(['d1']);
    expect(toPayoutRequest(draft(), accounts)).not.toHaveProperty('documents');
  });

  it('says who bears the SWIFT charges only for a SWIFT payout', () => {
    const swift = makeRecipient({ payout_method: 'SWIFT' });
    expect(toPricingRequest(draft({ recipient: swift, swiftFeePayer: 'OUR' }), accounts)).toMatchObject({
      swift_fee_payer: 'OUR',
    });
    expect(toPricingRequest(draft({ swiftFeePayer: 'OUR' }), accounts)).not.toHaveProperty('swift_fee_payer');
  });
});
