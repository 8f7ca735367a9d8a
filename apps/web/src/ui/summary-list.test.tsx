import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryList, SummaryRow } from './summary-list.tsx';

describe('SummaryList', () => {
  afterEach(cleanup);

  it('reads as a description list, one term and value a row, the amount marked to stand out', () => {
    const { container } = render(
      <SummaryList>
        <SummaryRow term="You withdraw" isAmount>
          SGD 1,250.00
        </SummaryRow>
        <SummaryRow term="Fee">None</SummaryRow>
      </SummaryList>,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition');
    expect(terms).toEqual(['You withdraw', 'Fee']);
    expect(values.map((v) => v.textContent)).toEqual(['SGD 1,250.00', 'None']);
    expect(values[0]?.className).toBe('summary-list-amount');
    expect(values[1]?.hasAttribute('class')).toBe(false);
    expect(container.querySelector('dl.summary-list > div > dt + dd')).not.toBeNull();
  });
});
