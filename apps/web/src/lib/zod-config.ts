import { readableZodMessage } from '@corridor/contracts/zod-messages';
import { z } from 'zod';

/**
 * The server's Content-Security-Policy allows no eval (`script-src 'self'`). Zod compiles object parsers with
 * `new Function` when it can and probes for that on first use, which the browser reports as a CSP violation;
 * its interpreted parser gives the same answers. Imported first by main.tsx, before any response is parsed. Field
 * errors read as the API's do (contracts/zod-messages.ts).
 */
z.config({ jitless: true, customError: readableZodMessage });
