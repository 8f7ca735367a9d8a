/** One figure per line, the format every benchmark prints (DESIGN §4). */
export function report(name: string, value: number, unit: string, digits = 2) {
  console.info(`BENCH ${name} ${value.toFixed(digits)} ${unit}`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * The 95th percentile, in ms, of `runs` timed calls of `call`, after `warmUps` untimed ones (plans, caches, JIT);
 * `check` sees each timed answer, so a figure is never measured on a wrong one.
 */
export async function p95Of<T>(
  call: () => Promise<T>,
  { runs, warmUps, check }: { runs: number; warmUps: number; check?: (answer: T) => void },
): Promise<number> {
  for (let i = 0; i < warmUps; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const answer = await call();
    times.push(performance.now() - t0);
    check?.(answer);
  }
  return percentile(times, 95);
}
