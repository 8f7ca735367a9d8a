// Gzipped JavaScript needed to render the login route and the dashboard route of the production build, and what
// the shell loads after the first render.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain .mjs script shared with the web workspace, typed by its use here.
import * as size from '../apps/web/scripts/route-js-size.mjs';
import { dashboardCls } from './lib/dashboard-cls.ts';
import { report } from './lib/report.ts';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
execFileSync('npm', ['run', 'build', '-w', '@corridor/web'], { stdio: 'ignore' });
const routes = size.ROUTE_MODULES as Record<string, string>;
report('web.login_js_gz', size.routeJsGzipKb(dist, routes.login) as number, 'KB', 1);
report('web.dashboard_js_gz', size.routeJsGzipKb(dist, routes.dashboard) as number, 'KB', 1);
// Budgeted by no issue yet, watched so the React Aria date pickers, selects and dialogs do not creep.
report('web.statement_js_gz', size.routeJsGzipKb(dist, routes.statement) as number, 'KB', 1);
report('web.my_accounts_js_gz', size.routeJsGzipKb(dist, routes.my_accounts) as number, 'KB', 1);
report('web.exchange_js_gz', size.routeJsGzipKb(dist, routes.exchange) as number, 'KB', 1);
// Not needed to draw a page, loaded right after: the user menu (React Aria's menu), on top of the dashboard's.
const deferred = size.DEFERRED_MODULES as Record<string, string>;
report(
  'web.user_menu_deferred_js_gz',
  size.deferredJsGzipKb(dist, routes.dashboard, deferred.user_menu) as number,
  'KB',
  1,
);
// Layout shift while the dashboard loads after sign-in (target ≤ 0.05): skeletons shaped like the content and a
// menu that does not move when the feature flags arrive.
report('web.dashboard_cls', await dashboardCls(), 'score', 3);
