// Validates and creates payouts from its own process (so load generation does not share the server's event loop):
// each of `connections` callers sends POST validatePayout then POST createPayout (its own Idempotency-Key), again and
// again for `seconds`. Prints JSON: node lib/payout-load.mjs <baseUrl> <seconds> <connections> <requestFile>
// requestFile: [{ headers, body }, …] — one payer per entry (a signed-in user and the payout payload both calls send);
// caller n pays as entry n modulo their number.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [base, seconds, connections, file] = process.argv.slice(2);
const payers = JSON.parse(readFileSync(file, 'utf8')).map(({ headers, body }) => ({
  headers: { ...headers, 'content-type': 'application/json' },
  payload: JSON.stringify(body),
}));
let createdCount = 0;
let callers = 0;
// autocannon keeps one context per connection: the first request of a connection picks its payer.
const payerOf = (context) => {
  context.payer ??= payers[callers++ % payers.length];
  return context.payer;
};
const started = process.hrtime.bigint();
const result = await autocannon({
  url: base,
  duration: Number(seconds),
  connections: Number(connections),
  requests: [
    {
      method: 'POST',
      path: new URL(`${base}/validatePayout`).pathname,
      setupRequest: (req, context) => {
        const { headers, payload } = payerOf(context);
        return { ...req, headers, body: payload };
      },
    },
    {
      method: 'POST',
      path: new URL(`${base}/createPayout`).pathname,
      setupRequest: (req, context) => {
        const { headers, payload } = payerOf(context);
        return { ...req, headers: { ...headers, 'idempotency-key': randomUUID() }, body: payload };
      },
      onResponse: (status) => {
        if (status === 201) createdCount += 1;
      },
    },
  ],
});
const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
process.stdout.write(
  JSON.stringify({
    pairs_per_s: createdCount / elapsed,
    created: createdCount,
    non2xx: result.non2xx,
    errors: result.errors,
    p50: result.latency.p50,
  }),
);
