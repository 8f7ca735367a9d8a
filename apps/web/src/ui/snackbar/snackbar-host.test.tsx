import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarHost } from './snackbar-host.tsx';
import { clearSnackbars, showSnackbar } from './snackbar-store.ts';

describe('snackbars', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    act(() => clearSnackbars());
    vi.useRealTimers();
  });

  it('announces a message and dismisses it after 5000 ms by default', () => {
    render(<SnackbarHost />);
    act(() => void showSnackbar('Password updated successfully', 'success'));
    expect(screen.getByRole('alert').textContent).toContain('Password updated successfully');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('honours a shorter duration and the close button', () => {
    render(<SnackbarHost />);
    act(() => void showSnackbar('Your account details have been added', 'success', 3000));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => void showSnackbar('Something went wrong! Please try again.', 'error'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pauses while the pointer is on the message', () => {
    render(<SnackbarHost />);
    act(() => void showSnackbar('Reading this', 'info'));
    fireEvent.mouseEnter(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('alert')).not.toBeNull();
    fireEvent.mouseLeave(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
