import type { VopAnswer, VopPartner, VopRequest } from './vop.ts';

/**
 * The sandbox VOP scheme. Deterministic, by the payee name typed (whole words, ignoring case), as a scheme's test
 * mode documents it (README, "Sandbox partners"):
 * - a name with the word CLOSE: CLOSE_MATCH, and the bank holds the name without that word, as a GmbH
 *   ("Close Rheinland Industriebedarf" → "Rheinland Industriebedarf GmbH");
 * - a name with the word MISMATCH: NO_MATCH (the scheme gives no name);
 * - a name with the word UNVERIFIABLE: UNAVAILABLE (the payee's bank does not answer);
 * - any other name: MATCH.
 */
export const VOP_MAGIC_WORDS = { close: 'CLOSE', noMatch: 'MISMATCH', unavailable: 'UNVERIFIABLE' } as const;

const words = (name: string) => name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const hasWord = (name: string, word: string) => words(name).some((w) => w.toUpperCase() === word);

export function sandboxVopAnswer(req: VopRequest): VopAnswer {
  if (hasWord(req.name, VOP_MAGIC_WORDS.unavailable)) return { result: 'UNAVAILABLE', registeredName: null };
  if (hasWord(req.name, VOP_MAGIC_WORDS.noMatch)) return { result: 'NO_MATCH', registeredName: null };
  if (hasWord(req.name, VOP_MAGIC_WORDS.close)) {
    const rest = req.name
      .split(/\s+/)
      .filter((w) => w.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase() !== VOP_MAGIC_WORDS.close)
      .join(' ');
    return { result: 'CLOSE_MATCH', registeredName: `${rest} GmbH`.trim() };
  }
  return { result: 'MATCH', registeredName: null };
}

export function createSandboxVop(): VopPartner {
  return { verifyPayee: async (req) => sandboxVopAnswer(req) };
}
