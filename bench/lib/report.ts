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
