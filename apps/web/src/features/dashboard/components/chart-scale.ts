/**
 * Scales for the balance chart. The numbers here only place pixels: every figure a person reads is formatted
 * from the exact bigint minor units, never from these doubles.
 */
export type Ticks = { min: number; max: number; values: number[] };

/** Round axis bounds and 3 to 6 tick values with a 1, 2 or 5 step, covering [low, high]. */
export function niceTicks(low: number, high: number, target = 4): Ticks {
  if (!Number.isFinite(low) || !Number.isFinite(high)) return { min: 0, max: 1, values: [0, 1] };
  let lo = Math.min(low, high);
  let hi = Math.max(low, high);
  if (lo === hi) {
    // A flat line still needs a band to sit in.
    const pad = Math.abs(lo) > 0 ? Math.abs(lo) * 0.1 : 1;
    lo -= pad;
    hi += pad;
  }
  const rough = (hi - lo) / target;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * magnitude >= rough) ?? 10) * magnitude;
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const values: number[] = [];
  for (let v = min; v <= max + step / 2; v += step) values.push(Number(v.toPrecision(12)));
  return { min, max, values };
}

export type Frame = { width: number; height: number; left: number; right: number; top: number; bottom: number };

export function xAt(index: number, count: number, f: Frame): number {
  const span = f.width - f.left - f.right;
  return f.left + (count <= 1 ? span / 2 : (index / (count - 1)) * span);
}

export function yAt(value: number, ticks: Ticks, f: Frame): number {
  const span = f.height - f.top - f.bottom;
  return f.top + ((ticks.max - value) / (ticks.max - ticks.min)) * span;
}

/** The index of the point nearest to pixel x. */
export function indexAt(x: number, count: number, f: Frame): number {
  const span = f.width - f.left - f.right;
  if (count <= 1 || span <= 0) return 0;
  const i = Math.round(((x - f.left) / span) * (count - 1));
  return Math.min(count - 1, Math.max(0, i));
}

/** About `target` evenly spread indexes for date labels, always including the first and the last. */
export function labelIndexes(count: number, target = 5): number[] {
  if (count <= target) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (target - 1);
  return Array.from({ length: target }, (_, i) => Math.round(i * step));
}
