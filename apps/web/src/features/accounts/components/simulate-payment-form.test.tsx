import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatePaymentForm } from './simulate-payment-form.tsx';

function renderForm(currency: string) {
  const onSubmit = vi.fn();
  render(<SimulatePaymentForm currency={currency} isSubmitting={false} onSubmit={onSubmit} onCancel={() => {}} />);
  return onSubmit;
}

const typeAmount = (currency: string, value: string) =>
  fireEvent.change(screen.getByLabelText(`Amount (${currency})`), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send test payment' }));

describe('[ACCOUNTS] simulated payment amount', () => {
  afterEach(cleanup);

  it.each([
    ['SGD', '', 'Please enter an amount'],
    ['SGD', '12.345', 'Amount can have at most 2 decimal places'],
    ['SGD', '0', 'Amount must be greater than 0'],
    ['SGD', '1.2.3', 'Please enter a valid amount'],
    ['JPY', '100.5', 'JPY amounts cannot have decimals'],
  ])('%s "%s" is refused with "%s"', async (currency, amount, message) => {
    const onSubmit = renderForm(currency);
    typeAmount(currency, amount);
    send();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['SGD', ' 1,250.5 '],
    ['JPY', '15,000'],
    ['IDR', '2500000'],
  ])('%s "%s" is sent as typed, for the server to parse once', async (currency, amount) => {
    const onSubmit = renderForm(currency);
    typeAmount(currency, amount);
    send();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        amount: amount.trim(),
        payerName: 'Acme Trading Pte Ltd',
        reference: 'Invoice 1042',
      }),
    );
  });

  it("holds the payer name to the contract's 100 characters", async () => {
    const onSubmit = renderForm('SGD');
    typeAmount('SGD', '10');
    fireEvent.change(screen.getByLabelText('Payer name'), { target: { value: 'A'.repeat(101) } });
    send();
    expect(await screen.findByText('Payer name can be at most 100 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
