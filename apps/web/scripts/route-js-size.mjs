// Gzipped JavaScript a route needs before it can render: the entry chunk, the route's lazy module, and every
// chunk they import (and the route's own lazy imports), each counted once. Reads dist/.vite/manifest.json (vite build with manifest).
// Modules the shell loads only after the first render (the user menu's React Aria code) are reported apart.
// Usage: node apps/web/scripts/route-js-size.mjs [dist-dir]  → prints one line per route, in KB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ROUTE_MODULES = {
  login: 'src/app/pages/login-route.tsx',
  dashboard: 'src/app/pages/dashboard-route.tsx',
  statement: 'src/app/pages/account-statement-route.tsx',
  my_accounts: 'src/app/pages/my-accounts-route.tsx',
  exchange: 'src/app/pages/exchange-route.tsx',
};

/** Modules the signed-in shell loads right after the first render (not needed to draw a page). */
export const DEFERRED_MODULES = {
  user_menu: 'src/features/shell/components/user-menu-popup.tsx',
};

function chunkFiles(manifest, entry, moduleKey) {
  const files = new Set();
  // The entry's own lazy routes are not needed; everything the route loads, eagerly or lazily, is.
  const visit = (key, withLazy) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep, withLazy);
    if (withLazy) for (const dep of chunk.dynamicImports ?? []) visit(dep, withLazy);
  };
  visit(entry, false);
  visit(moduleKey, true);
  return files;
}

function readManifest(distDir, keys) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  for (const key of keys) if (!entry || !manifest[key]) throw new Error(`manifest has no entry or no ${key}`);
  return { manifest, entry };
}

const gzipKb = (distDir, files) =>
  [...files]
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(distDir, f)), { level: 9 }).length, 0) / 1024;

export function routeJsGzipKb(distDir, moduleKey) {
  const { manifest, entry } = readManifest(distDir, [moduleKey]);
  return gzipKb(distDir, chunkFiles(manifest, entry, moduleKey));
}

/** What a deferred module adds once a route has rendered: its chunks that the route did not already load. */
export function deferredJsGzipKb(distDir, routeKey, deferredKey) {
  const { manifest, entry } = readManifest(distDir, [routeKey, deferredKey]);
  const route = chunkFiles(manifest, entry, routeKey);
  const extra = [...chunkFiles(manifest, entry, deferredKey)].filter((f) => !route.has(f));
  return gzipKb(distDir, extra);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));
  for (const [name, key] of Object.entries(ROUTE_MODULES)) {
    console.info(`${name} ${routeJsGzipKb(dist, key).toFixed(1)} KB`);
  }
  for (const [name, key] of Object.entries(DEFERRED_MODULES)) {
    console.info(`${name} (after first render) +${deferredJsGzipKb(dist, ROUTE_MODULES.dashboard, key).toFixed(1)} KB`);
  }
}
