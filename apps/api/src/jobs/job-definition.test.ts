import { describe, expect, it } from 'vitest';
import { drainInBatches } from './job-definition.ts';

describe('[JOBS] drainInBatches', () => {
  it('runs the step again while it comes back with a full batch, and stops at the first short one', async () => {
    const backlog = { rows: 1_250 };
    const asked: number[] = [];
    await drainInBatches(async (batch) => {
      asked.push(batch);
      const done = Math.min(batch, backlog.rows);
      backlog.rows -= done;
      return done;
    });
    expect(asked).toEqual([500, 500, 500]);
    expect(backlog.rows).toBe(0);
  });

  it('runs once more after an exact multiple, to see nothing is left', async () => {
    const looked: number[] = [];
    let rows = 400;
    await drainInBatches(async (batch) => {
      const done = Math.min(batch, rows);
      rows -= done;
      looked.push(done);
      return done;
    }, 200);
    expect(looked).toEqual([200, 200, 0]);
  });
});
