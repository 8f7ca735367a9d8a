import { describe, expect, it } from 'vitest';
import { indexAt, labelIndexes, niceTicks, xAt, yAt } from './chart-scale.ts';

describe('[DASHBOARD] chart scales', () => {
  it('rounds the axis to a 1, 2 or 5 step that covers the data', () => {
    expect(niceTicks(1234, 9876)).toEqual({ min: 0, max: 10000, values: [0, 5000, 10000] });
    expect(niceTicks(1234, 5876).values).toEqual([0, 2000, 4000, 6000]);
    expect(niceTicks(95.5, 101.25).values).toEqual([94, 96, 98, 100, 102]);
  });

  it('gives a flat or empty series a band', () => {
    expect(niceTicks(500, 500).min).toBeLessThan(500);
    expect(niceTicks(0, 0)).toMatchObject({ min: -1, max: 1 });
  });

  it('maps values and indexes to pixels and back', () => {
    const frame = { width: 500, height: 300, left: 60, right: 40, top: 20, bottom: 30 };
    const ticks = { min: 0, max: 100, values: [] };
    expect(xAt(0, 11, frame)).toBe(60);
    expect(xAt(10, 11, frame)).toBe(460);
    expect(yAt(100, ticks, frame)).toBe(20);
    expect(yAt(0, ticks, frame)).toBe(270);
    expect(indexAt(262, 11, frame)).toBe(5);
    expect(indexAt(-50, 11, frame)).toBe(0);
  });

  it('spreads date labels and keeps both ends', () => {
    expect(labelIndexes(91)).toEqual([0, 23, 45, 68, 90]);
    expect(labelIndexes(3)).toEqual([0, 1, 2]);
  });
});
