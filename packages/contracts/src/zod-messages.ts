import type { z } from 'zod';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

const count = (n: unknown, one: string, many: string) => `${String(n)} ${Number(n) === 1 ? one : many}`;

/**
 * Zod's default messages in the words a person reads ("Too small: expected array to have >=1 items" becomes "Add at
 * least 1 item"); a schema's own message still wins. The API and the web both install it (z.config), so a field
 * error reads the same on either side.
 */
export function readableZodMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'This field is required.';
      return KINDS[issue.expected] ? `This must be ${KINDS[issue.expected]}.` : undefined;
    case 'too_small':
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Add at least ${count(issue.minimum, 'item', 'items')}.`;
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'This field is required.'
          : `Use at least ${count(issue.minimum, 'character', 'characters')}.`;
      }
      return undefined;
    case 'too_big':
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Send at most ${count(issue.maximum, 'item', 'items')}.`;
      if (issue.origin === 'string') return `Use at most ${count(issue.maximum, 'character', 'characters')}.`;
      return undefined;
    default:
      return undefined;
  }
}
