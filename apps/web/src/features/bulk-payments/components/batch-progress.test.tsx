import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ProgressEvent, useBatchProgress } from '../hooks/use-batch-progress.ts';
import { BatchProgress } from './batch-progress.tsx';
import { HoldCountdown } from './hold-countdown.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('[BULK] live progress', () => {
  it('names the step, marks those done, and counts with a bar', () => {
    render(<BatchProgress progress={{ step: 4, done: 512, total: 1000 }} />);
    const bar = screen.getByRole('progressbar', { name: 'Locking in FX rates' });
    expect(bar.getAttribute('value')).toBe('512');
    expect(bar.getAttribute('max')).toBe('1000');
    expect(screen.getByText('512 of 1,000 transactions')).toBeTruthy();
    expect(screen.getByText('Locking in FX rates', { selector: '[aria-current="step"]' })).toBeTruthy();
    expect(screen.getByText(/Validating transactions/).textContent).toBe('Validating transactions (done)');
    expect(screen.getByText('Creating transactions').className).toBe('');
  });

  it('never shows more done than there are', () => {
    render(<BatchProgress progress={{ step: 7, done: 1200, total: 1000 }} />);
    expect(screen.getByText('1,000 of 1,000 transactions')).toBeTruthy();
  });
});

/** EventSource is the outside world here: a stand-in the test drives. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (m: { data: string }) => void>();
  isClosed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (m: { data: string }) => void) {
    this.listeners.set(name, listener);
  }
  removeEventListener(name: string) {
    this.listeners.delete(name);
  }
  close() {
    this.isClosed = true;
  }
  send(data: unknown, name = 'progress') {
    act(() => this.listeners.get(name)?.({ data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
}

const parse = (d: unknown) => d as ProgressEvent;

describe('[BULK] following a batch on the progress topic', () => {
  it('keeps only this batch’s messages, reports status changes, and re-reads on (re)connect', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const onStatus = vi.fn();
    const onOpen = vi.fn();
    const { result, unmount } = renderHook(() =>
      useBatchProgress({ url: '/topic', batchId: 'b1', eventName: 'progress', parse, onStatus, onOpen }),
    );
    const source = FakeEventSource.last!;
    expect(source.init?.withCredentials).toBe(true);
    act(() => source.onopen?.());
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(result.current.isLive).toBe(true);
    source.send({ batchId: 'other', status: 'fx_in_progress', progress: { step: 4, done: 1, total: 2 } });
    expect(result.current.event).toBeNull();
    source.send({ batchId: 'b1', status: 'validation_in_progress', progress: { step: 2, done: 10, total: 1000 } });
    source.send({ batchId: 'b1', status: 'validation_in_progress', progress: { step: 2, done: 20, total: 1000 } });
    source.send('not json');
    source.send({ batchId: 'b1', status: 'validated', progress: null }, 'message');
    expect(result.current.event?.progress).toEqual({ step: 2, done: 20, total: 1000 });
    source.send({ batchId: 'b1', status: 'validated', progress: null });
    expect(onStatus.mock.calls).toEqual([['validation_in_progress'], ['validated']]);
    act(() => source.onerror?.());
    expect(result.current.isLive).toBe(false);
    unmount();
    expect(source.isClosed).toBe(true);
    expect(source.listeners.size).toBe(0);
  });

  it('opens nothing without a batch to follow', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.last = null;
    renderHook(() => useBatchProgress({ url: '/topic', batchId: null, eventName: 'progress', parse }));
    expect(FakeEventSource.last).toBeNull();
  });
});

describe('[BULK] the countdown to the hold’s end', () => {
  it('ticks down, then says the rates ran out and asks once for new ones', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T08:00:00Z'));
    const onExpire = vi.fn();
    render(<HoldCountdown expiresAt={Date.now() + 65_000} onExpire={onExpire} />);
    expect(screen.getByRole('timer').textContent).toBe('Rates locked for 1:05');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('Rates locked for 1:00');
    expect(onExpire).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(62_000);
    });
    expect(screen.getByRole('timer').textContent).toBe(
      'The locked rates have run out. Lock new rates to pay this batch.',
    );
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('shows days and hours for a long hold', () => {
    render(<HoldCountdown expiresAt={Date.now() + 2 * 86_400_000 + 3 * 3_600_000 + 30_000} onExpire={vi.fn()} />);
    expect(screen.getByRole('timer').textContent).toBe('Rates locked for 2 days 3 h');
  });
});
