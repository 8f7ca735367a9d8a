import { SNACKBAR_MS } from '@corridor/domain/display';
import { useSyncExternalStore } from 'react';

export type SnackbarVariant = 'success' | 'warn' | 'info' | 'error';
export type Snackbar = { id: number; message: string; variant: SnackbarVariant; durationMs: number };

/**
 * A tiny module store rather than a context, so code outside React (the session-end handler) can show a
 * message too. At most a few are kept: older ones make way for new ones.
 */
const MAX_VISIBLE = 3;
let snackbars: readonly Snackbar[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Snackbar[]) {
  snackbars = next;
  for (const listener of listeners) listener();
}

export function showSnackbar(message: string, variant: SnackbarVariant = 'info', durationMs = SNACKBAR_MS): number {
  const id = nextId++;
  emit([...snackbars, { id, message, variant, durationMs }].slice(-MAX_VISIBLE));
  return id;
}

export function dismissSnackbar(id: number) {
  emit(snackbars.filter((s) => s.id !== id));
}

export function clearSnackbars() {
  emit([]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => snackbars;

export function useSnackbars(): readonly Snackbar[] {
  return useSyncExternalStore(subscribe, read, read);
}
