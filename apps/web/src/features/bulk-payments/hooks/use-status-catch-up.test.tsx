import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BatchStatus } from '../components/batch-model.ts';
import type { ProgressEvent } from './use-batch-progress.ts';
import { useStatusCatchUp } from './use-status-catch-up.ts';

type Props = { heard: ProgressEvent | null; shown: BatchStatus | undefined; isFetching: boolean };
const heard = (status: BatchStatus): ProgressEvent => ({ batchId: 'b1', status, progress: null });

function setUp(initial: Props) {
  const reread = vi.fn();
  const view = renderHook((p: Props) => useStatusCatchUp(p.heard, p.shown, p.isFetching, reread), {
    initialProps: initial,
  });
  return { reread, rerender: view.rerender };
}

describe('[BULK] the page catches up with a status heard live', () => {
  it('reads the batch again once the read in flight is done, when the topic says it moved on', () => {
    const validated = heard('validated');
    // The first read is still in flight (it began before the topic listened): nothing yet.
    const { reread, rerender } = setUp({ heard: validated, shown: 'uploaded', isFetching: true });
    expect(reread).not.toHaveBeenCalled();
    // It comes back with the older status: one more read.
    rerender({ heard: validated, shown: 'uploaded', isFetching: false });
    expect(reread).toHaveBeenCalledTimes(1);
    // Once per message, whatever that read says.
    rerender({ heard: validated, shown: 'uploaded', isFetching: true });
    rerender({ heard: validated, shown: 'uploaded', isFetching: false });
    expect(reread).toHaveBeenCalledTimes(1);
    // A new message that still differs asks again.
    rerender({ heard: heard('fx_in_progress'), shown: 'validated', isFetching: false });
    expect(reread).toHaveBeenCalledTimes(2);
  });

  it('leaves the batch alone when the page shows what the topic says, or before either is known', () => {
    const { reread, rerender } = setUp({ heard: null, shown: 'uploaded', isFetching: false });
    rerender({ heard: heard('validated'), shown: undefined, isFetching: false });
    rerender({ heard: heard('validated'), shown: 'validated', isFetching: false });
    expect(reread).not.toHaveBeenCalled();
  });
});
