import { isIP } from 'node:net';
import { UNKNOWN_PLACE } from '@corridor/domain/settings/sessions';

/**
 * Where an address is, as far as we can tell without asking anyone: no outside geolocation service is called (it would
 * learn every user's address). Local and private networks are named; public addresses are "Unknown" until a
 * shipped table is added here.
 */
const PRIVATE_V4: readonly [number, number][] = [
  [ipv4('10.0.0.0'), 8],
  [ipv4('172.16.0.0'), 12],
  [ipv4('192.168.0.0'), 16],
  [ipv4('100.64.0.0'), 10],
];

function ipv4(text: string): number {
  return text.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function inRange(address: number, [base, bits]: [number, number]): boolean {
  const size = 2 ** (32 - bits);
  return address >= base && address < base + size;
}

export function placeOf(ip: string | null | undefined): string {
  if (!ip) return UNKNOWN_PLACE;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) {
    if (v4.startsWith('127.')) return 'This computer';
    const n = ipv4(v4);
    if (PRIVATE_V4.some((r) => inRange(n, r))) return 'Private network';
    return UNKNOWN_PLACE;
  }
  if (ip === '::1') return 'This computer';
  if (/^f[cd]/i.test(ip)) return 'Private network';
  return UNKNOWN_PLACE;
}
