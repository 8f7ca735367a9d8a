// Writes .br (quality 11) and .gz (level 9) beside every text asset of a build, once, so the server sends them
// as they are (@fastify/static preCompressed) instead of compressing on every request.
// Usage: node scripts/precompress.mjs <dist folder>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|woff)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const dist = process.argv[2];
if (!dist) throw new Error('usage: node scripts/precompress.mjs <dist folder>');
let count = 0;
for (const path of files(dist)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const data = readFileSync(path);
  if (data.length < MIN_BYTES) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
console.info(`precompress: ${count} files in ${dist}`);
