import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makePayout } from '@/test/payout-factories.ts';
import { QueueRow } from './queue-row.tsx';

afterEach(cleanup);

const approval = { is_required: true, decision: null, decided_by: null, decided_at: null, reason: null };
const rowOf = (decideBy: string | null) =>
  render(
    <ul>
      <QueueRow
        row={makePayout({
          status: 'AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT',
          approval: { ...approval, decide_by: decideBy },
        })}
        isSelected={false}
        reason={null}
        onToggle={() => {}}
        onOpen={() => {}}
        timeZone="+08:00"
      />
    </ul>,
  ).container.textContent;

describe('[APPROVALS] a payout in the queue', () => {
  it('says by when to approve it, in the business’s time: its rate lapses then', () => {
    expect(rowOf('2026-12-08T03:19:00.000Z')).toContain('Approve by 08 Dec 2026, 11:19, when its rate lapses');
  });

  it('says nothing of a deadline when its rate does not lapse', () => {
    expect(rowOf(null)).not.toContain('Approve by');
  });
});
