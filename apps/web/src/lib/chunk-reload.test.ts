import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAtRoot } from './chunk-reload.ts';

describe('chunk-load failures', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('not an error')).toBe(false);
  });

  it('goes to the root once, and not again within a few seconds', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    expect(reloadAtRoot(100_000)).toBe(true);
    expect(assign).toHaveBeenCalledWith('/');
    expect(reloadAtRoot(105_000)).toBe(false);
    expect(reloadAtRoot(111_000)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(2);
  });
});
