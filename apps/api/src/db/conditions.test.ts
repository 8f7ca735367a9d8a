import { describe, expect, it } from 'vitest';
import { conditions } from './conditions.ts';

describe('conditions', () => {
  it('numbers each value after the parameters it was given, in the order they are added', () => {
    const w = conditions(['t.client_id = $1'], ['client']);
    w.add((p) => `t.type = ${p}`, 'send');
    w.push('t.hidden IS NOT TRUE');
    w.push(`(t.at, t.id) < (${w.param('2024-01-01')}, ${w.param('id')})`);
    const limit = w.param(10);
    expect(`${w.sql()} LIMIT ${limit}`).toBe(
      't.client_id = $1 AND t.type = $2 AND t.hidden IS NOT TRUE AND (t.at, t.id) < ($3, $4) LIMIT $5',
    );
    expect(w.params).toEqual(['client', 'send', '2024-01-01', 'id', 10]);
  });
});
