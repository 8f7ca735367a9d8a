import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoneyText } from './money-text.tsx';

const text = (el: React.ReactElement) => render(el).container.textContent;

describe('MoneyText', () => {
  afterEach(cleanup);

  it('formats minor units en-US with the currency decimals', () => {
    expect(text(<MoneyText minor="123456789" currency="SGD" />)).toBe('1,234,567.89');
    expect(text(<MoneyText minor="123456789" currency="JPY" withCode />)).toBe('JPY 123,456,789');
    expect(text(<MoneyText minor={5n} currency="USD" />)).toBe('0.05');
  });

  it('puts the sign before the code and marks credits with +', () => {
    expect(text(<MoneyText minor="-500" currency="SGD" withCode />)).toBe('-SGD 5.00');
    expect(text(<MoneyText minor="500" currency="SGD" withCode isSigned />)).toBe('+SGD 5.00');
    expect(text(<MoneyText minor="0" currency="SGD" isSigned />)).toBe('0.00');
  });

  it('never shows a value that is not an integer of minor units', () => {
    expect(text(<MoneyText minor="12.5" currency="SGD" />)).toBe('—');
  });
});
