// Gzipped JavaScript a route needs before it can render: the entry chunk, the route's lazy module, and every
// chunk they import (and the route's own lazy imports), each counted once. Reads dist/.vite/manifest.json (vite build with manifest).
// Usage: node apps/web/scripts/route-js-size.mjs [dist-dir]  → prints one line per route, in KB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ROUTE_MODULES = {
  login: 'src/app/pages/login-route.tsx',
  dashboard: 'src/app/pages/dashboard-route.tsx',
};

export function routeJsGzipKb(distDir, moduleKey) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry || !manifest[moduleKey]) throw new Error(`manifest has no entry or no ${moduleKey}`);
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
  const bytes = [...files]
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(distDir, f)), { level: 9 }).length, 0);
  return bytes / 1024;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));
  for (const [name, key] of Object.entries(ROUTE_MODULES)) {
    console.info(`${name} ${routeJsGzipKb(dist, key).toFixed(1)} KB`);
  }
}
