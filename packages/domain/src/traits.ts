/**
 * Client traits a signed-in user may store (spec §3 "User traits", §9 "Counters login_count,
 * vfa_transaction_count"). Only these keys: a client's trait list is read on every page load, so nobody may
 * grow it with keys of their own.
 */
export const TRAIT_KEYS = ['login_count', 'vfa_transaction_count'] as const;
export type TraitKey = (typeof TRAIT_KEYS)[number];

export const TRAIT_VALUE_MAX = 256;

export const TRAIT_MESSAGES = {
  unknownKey: 'Unknown trait',
  valueTooLong: `A trait value can be at most ${TRAIT_VALUE_MAX} characters`,
} as const;
