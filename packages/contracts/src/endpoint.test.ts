import { describe, expect, it } from 'vitest';
import { pathOf, withQuery } from './endpoint.ts';

describe('[CONTRACTS] endpoint paths', () => {
  it('fills path parameters, each URI-encoded', () => {
    expect(pathOf({ path: '/r/api/resetPassword/:resetToken' }, { resetToken: 'a/b c' })).toBe(
      '/r/api/resetPassword/a%2Fb%20c',
    );
    expect(pathOf({ path: '/x/:a/y/:b' }, { a: 'SG', b: 7 })).toBe('/x/SG/y/7');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => pathOf({ path: '/x/:id' }, {})).toThrow(/missing path parameter "id"/);
  });

  it('adds the query, leaving out what is unset', () => {
    expect(withQuery('/x', { a: 1, b: undefined, c: 'x y', d: null })).toBe('/x?a=1&c=x+y');
    expect(withQuery('/x', {})).toBe('/x');
    expect(withQuery('/x')).toBe('/x');
  });
});
