import { describe, expect, it } from 'vitest';
import { deviceOf, UNKNOWN_DEVICE } from './sessions.ts';

describe('[SESSIONS] device in words', () => {
  it('names the browser and system of common user agents', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe('Chrome on Windows');
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15'),
    ).toBe('Safari on macOS');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox on Linux');
    expect(
      deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'),
    ).toBe('Chrome on Android');
  });

  it('says "Unknown device" without a user agent or for one it cannot read', () => {
    expect(deviceOf(null)).toBe(UNKNOWN_DEVICE);
    expect(deviceOf('curl/8.5.0')).toBe(UNKNOWN_DEVICE);
  });
});
