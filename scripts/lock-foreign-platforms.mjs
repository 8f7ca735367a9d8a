// The package registry these machines reach serves only Linux builds of Biome, so `npm install` leaves the other
// platforms' optional packages out of package-lock.json, and `npm ci` then refuses the lock as out of sync.
// This adds those entries back (platform-tagged, without integrity): npm skips them on Linux without fetching.
// Run after any `npm install` that rewrites the lock: node scripts/lock-foreign-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const PLATFORMS = {
  'win32-x64': { os: ['win32'], cpu: ['x64'] },
  'win32-arm64': { os: ['win32'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'android-x64': { os: ['android'], cpu: ['x64'] },
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
};
const biome = lock.packages['node_modules/@biomejs/biome'];
let added = 0;
for (const [name, range] of Object.entries(biome.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const platform = PLATFORMS[name.replace('@biomejs/cli-', '')];
  if (!platform) throw new Error(`unknown Biome platform package ${name}`);
  lock.packages[key] = { version: range, dev: true, license: 'MIT OR Apache-2.0', optional: true, ...platform };
  added += 1;
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.info(`lock-foreign-platforms: added ${added} entries`);
