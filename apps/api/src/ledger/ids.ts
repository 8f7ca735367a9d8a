import { createHash } from 'node:crypto';
import type { SystemAccountKind } from './ledger.types.ts';

/**
 * A uuid derived from its parts (SHA-256, version 8 layout). Business modules use it for transfer ids, so the
 * same business event always books under the same id and a retry is recognised as a replay.
 */
export function stableUuid(...parts: string[]): string {
  const bytes = createHash('sha256').update(parts.join('\u001f')).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** System account ids are known without a lookup, keeping bookings against them to one statement. */
export function systemAccountId(kind: SystemAccountKind, currency: string): string {
  return stableUuid('ledger-system-account', kind, currency);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string) => UUID.test(v);
