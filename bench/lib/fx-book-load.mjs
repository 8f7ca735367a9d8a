// Books exchanges through POST transactions/bookFx from its own process (so load generation does not share the
// server's event loop): one request per hold in the file, each with its own Idempotency-Key, `connections` at once.
// Prints JSON: node lib/fx-book-load.mjs <url> <connections> <requestFile>
// requestFile: { headers, body (without fx_hold_id), holdIds: [...] }
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [url, connections, file] = process.argv.slice(2);
const { headers, body, holdIds } = JSON.parse(readFileSync(file, 'utf8'));
let next = 0;
const started = process.hrtime.bigint();
const result = await autocannon({
  url,
  method: 'POST',
  connections: Number(connections),
  amount: holdIds.length,
  headers: { ...headers, 'content-type': 'application/json' },
  requests: [
    {
      setupRequest(req) {
        const fx_hold_id = holdIds[next++ % holdIds.length];
        return {
          ...req,
          headers: { ...req.headers, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ ...body, fx_hold_id }),
        };
      },
    },
  ],
});
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
process.stdout.write(
  JSON.stringify({
    done: result.requests.total,
    per_s: result['2xx'] / seconds,
    non2xx: result.non2xx,
    errors: result.errors,
    p50: result.latency.p50,
  }),
);
