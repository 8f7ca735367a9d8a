import { describe, expect, it } from 'vitest';
import { MOBILE_MEDIA_QUERY, screenFor, WIDE_MEDIA_QUERY } from './display.ts';

describe('screenFor', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [991, 'tablet'],
    [992, 'wide'],
    [1440, 'wide'],
  ] as const)('%i px is %s', (width, screen) => {
    expect(screenFor(width)).toBe(screen);
  });

  it('media queries use the same edges', () => {
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 767px)');
    expect(WIDE_MEDIA_QUERY).toBe('(min-width: 992px)');
  });
});
