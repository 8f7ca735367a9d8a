import { describe, expect, it } from 'vitest';
import { assertSource } from './source-header.ts';

const req = (headers: Record<string, string>, query: Record<string, string> = {}, method = 'GET') =>
  ({ headers, query, method }) as Parameters<typeof assertSource>[0];

describe('[HTTP] the source of a call', () => {
  it('takes the source header on any call', () => {
    expect(() => assertSource(req({ source: 'sme' }, {}, 'POST'))).not.toThrow();
  });

  it('takes ?source=sme only from an event stream, which EventSource opens without headers of its own', () => {
    expect(() => assertSource(req({ accept: 'text/event-stream' }, { source: 'sme' }))).not.toThrow();
    expect(() => assertSource(req({ accept: 'application/json' }, { source: 'sme' }))).toThrow();
    expect(() => assertSource(req({ accept: 'text/event-stream' }, { source: 'sme' }, 'POST'))).toThrow();
    expect(() => assertSource(req({ accept: 'text/event-stream' }, { source: 'other' }))).toThrow();
    expect(() => assertSource(req({}))).toThrow();
  });
});
