/**
 * A rate as a person reads it: `significant` digits in all (at least two decimals), rounded half up, trailing zeros
 * dropped: "0.743012345678" → "0.743012", "1.082000" → "1.082", "0.000123456789" → "0.000123457". String and
 * bigint arithmetic only, never a float.
 */
export function formatRate(rate: string, significant = 6): string {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(rate);
  if (!m) return rate;
  const int = m[1]!.replace(/^0+(?=\d)/, '');
  const frac = m[2] ?? '';
  const leadingZeros = int === '0' ? /^0*/.exec(frac)![0].length : 0;
  const decimals = int === '0' ? leadingZeros + significant : Math.max(significant - int.length, 2);
  let digits = BigInt(int + frac.padEnd(decimals, '0').slice(0, decimals));
  if ((frac[decimals] ?? '0') >= '5') digits += 1n;
  const text = digits.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
