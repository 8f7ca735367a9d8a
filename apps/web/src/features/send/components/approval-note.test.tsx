import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApprovalNote } from './approval-note.tsx';

afterEach(cleanup);

describe('[APPROVALS] the note before a maker confirms', () => {
  it('speaks of one payment, or of a group’s payments, and of where their money waits', () => {
    const one = render(<ApprovalNote isRequired />).container.textContent;
    expect(one).toContain('this one will wait for one of your approvers, and we send it once they approve.');
    expect(one).toContain('Its money is held in your account until then, and released if it is rejected.');
    cleanup();
    const group = render(<ApprovalNote isRequired count={3} />).container.textContent;
    expect(group).toContain('these 3 will wait for one of your approvers, and we send each once they approve.');
    expect(group).toContain('Their money is held in your account until then, and released if one is rejected.');
    cleanup();
    const byCard = render(<ApprovalNote isRequired count={3} isFromBalance={false} />).container.textContent;
    expect(byCard).toContain('Your card is charged, or the transfer details given, only once they approve.');
  });

  it('says nothing where no approval is needed', () => {
    expect(render(<ApprovalNote isRequired={false} count={3} />).container.textContent).toBe('');
  });
});
