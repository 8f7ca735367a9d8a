// Runs autocannon in its own process (so load generation does not share the server's event loop) and
// prints the result as JSON: node lib/load.mjs <url> <seconds> <connections> [headersJson]
import autocannon from 'autocannon';

const [url, seconds, connections, headers] = process.argv.slice(2);
const result = await autocannon({
  url,
  duration: Number(seconds),
  connections: Number(connections),
  headers: headers ? JSON.parse(headers) : {},
});
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors,
    p50: result.latency.p50,
  }),
);
