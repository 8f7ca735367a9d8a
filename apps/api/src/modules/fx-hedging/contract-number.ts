import { randomBytes } from 'node:crypto';

// Crockford's base32 (no I, L, O, U), as exchange numbers: 8 characters are 40 random bits.
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "FWD-7K2M9Q4T": the reference people, the partner's statement and ours show. */
export function newContractNumber(): string {
  let bits = BigInt(`0x${randomBytes(5).toString('hex')}`);
  let text = '';
  for (let i = 0; i < 8; i += 1) {
    text = BASE32[Number(bits & 31n)] + text;
    bits >>= 5n;
  }
  return `FWD-${text}`;
}
