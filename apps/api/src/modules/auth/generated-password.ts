import { randomInt } from 'node:crypto';
import { passwordProblem } from '@corridor/domain/validation/auth';

// No look-alikes (0/O, 1/l/I): the password is read from a mail and typed once.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const ALL = UPPER + LOWER + DIGITS;
const LENGTH = 16;

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;

/**
 * A password for a new user (mailed, to be changed at first sign-in): 16 characters from 57, about 93 bits, with one
 * of each class the §5 rules ask for, shuffled.
 */
export function generatePassword(): string {
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS)];
  while (chars.length < LENGTH) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const password = chars.join('');
  if (passwordProblem(password)) throw new Error('generated password breaks the rules');
  return password;
}
