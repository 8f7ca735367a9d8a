import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readableZodMessage } from './zod-messages.ts';

const messagesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input, { error: readableZodMessage }).error?.issues.map((i) => i.message) ?? [];

describe('[CONTRACTS] schema refusals in a person’s words', () => {
  it('names a missing field, a wrong kind of value, and counts', () => {
    const schema = z.object({
      name: z.string(),
      amount: z.number(),
      ids: z.array(z.string()).min(1).max(2),
      code: z.string().min(3).max(4),
    });
    expect(messagesOf(schema, { amount: '12', ids: [], code: 'ab' })).toEqual([
      'This field is required.',
      'This must be a number.',
      'Add at least 1 item.',
      'Use at least 3 characters.',
    ]);
    expect(messagesOf(schema, { name: 'x', amount: 1, ids: ['a', 'b', 'c'], code: 'abcde' })).toEqual([
      'Send at most 2 items.',
      'Use at most 4 characters.',
    ]);
  });

  it('leaves a schema’s own message as it is', () => {
    expect(messagesOf(z.string().min(1, 'Please select Country'), '')).toEqual(['Please select Country']);
  });
});
