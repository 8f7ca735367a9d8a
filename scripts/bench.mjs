// npm run bench [-- name]: runs bench/<name>.bench.ts (all of them without a name); each prints BENCH lines.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const wanted = process.argv[2];
const all = readdirSync(new URL('../bench/', import.meta.url)).filter((f) => f.endsWith('.bench.ts'));
const chosen = wanted ? all.filter((f) => f === `${wanted}.bench.ts`) : all;
if (chosen.length === 0) {
  console.error(`No benchmark named "${wanted}". Known: ${all.map((f) => f.replace('.bench.ts', '')).join(', ')}`);
  process.exit(1);
}
let failed = false;
for (const file of chosen) {
  console.info(`\n== bench ${file.replace('.bench.ts', '')} ==`);
  const status = spawnSync('npx', ['tsx', `bench/${file}`], { stdio: 'inherit' }).status;
  failed ||= status !== 0;
}
process.exit(failed ? 1 : 0);
