// Gzipped JavaScript needed to render the login route and the dashboard route of the production build.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain .mjs script shared with the web workspace, typed by its use here.
import { ROUTE_MODULES, routeJsGzipKb } from '../apps/web/scripts/route-js-size.mjs';
import { report } from './lib/report.ts';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
execFileSync('npm', ['run', 'build', '-w', '@corridor/web'], { stdio: 'ignore' });
const routes = ROUTE_MODULES as Record<string, string>;
report('web.login_js_gz', routeJsGzipKb(dist, routes.login) as number, 'KB', 1);
report('web.dashboard_js_gz', routeJsGzipKb(dist, routes.dashboard) as number, 'KB', 1);
