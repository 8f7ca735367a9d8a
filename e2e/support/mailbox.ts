import { type APIRequestContext, expect } from '@playwright/test';

type Message = { to: string; subject: string; text: string; createdAt: string };

/**
 * The newest Dynamic Access Code mailed to `email` after `since`, read from the dev mailbox. Mail is stored
 * as part of the code request, but we still poll so a slow server never makes the test read an old code.
 */
export async function readAccessCode(request: APIRequestContext, email: string, since: Date): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/mailbox/messages');
        const messages = (await res.json()) as Message[];
        const mail = messages.find((m) => m.to === email && new Date(m.createdAt) >= since);
        code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { message: `a Dynamic Access Code for ${email}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
