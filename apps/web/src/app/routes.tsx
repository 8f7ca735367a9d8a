import { Navigate, type RouteObject } from 'react-router';
import { CatchAll } from './guards/catch-all.tsx';
import { PrivilegeGuard } from './guards/privilege-guard.tsx';
import { RequireSession } from './guards/require-session.tsx';
import { AppShell } from './layouts/app-shell.tsx';
import { FocusedLayout } from './layouts/focused-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { ShellFeedback } from './layouts/shell-feedback.tsx';
import { ROUTES, type RouteDef } from './paths.ts';
import { RootLayout } from './root-layout.tsx';
import { REDIRECTS } from './route-availability.ts';
import { RouteError } from './route-error.tsx';
import { lazyModuleFor, type RouteContext } from './route-modules.ts';

function toRoute(def: RouteDef, context: RouteContext): RouteObject {
  const errorElement = <RouteError />;
  const redirect = REDIRECTS[def.path];
  if (redirect) return { path: def.path, element: <Navigate to={redirect} replace />, errorElement };
  const load = lazyModuleFor(def.path);
  return { path: def.path, lazy: () => load(context), errorElement, handle: { route: def } };
}

/** Privileged routes sit under the privilege guard; the rest go straight to their page. */
function guarded(defs: readonly RouteDef[], context: RouteContext): RouteObject[] {
  const privileged = defs.filter((d) => d.isPrivileged).map((d) => toRoute(d, context));
  const open = defs.filter((d) => !d.isPrivileged).map((d) => toRoute(d, context));
  return [...open, { element: <PrivilegeGuard />, children: privileged }];
}

/** The whole route tree, built from the one table of spec §2. */
export function buildRoutes(defs: readonly RouteDef[] = ROUTES, context: RouteContext = {}): RouteObject[] {
  const publicDefs = defs.filter((d) => !d.isPrivate);
  const focusedDefs = defs.filter((d) => d.isPrivate && d.hasNoSidePanel);
  const shellDefs = defs.filter((d) => d.isPrivate && !d.hasNoSidePanel);
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <CatchAll /> },
        {
          element: <PublicLayout />,
          errorElement: <RouteError />,
          children: publicDefs.map((d) => toRoute(d, context)),
        },
        {
          element: <RequireSession />,
          errorElement: <RouteError />,
          children: [
            {
              element: <ShellFeedback />,
              children: [
                { element: <AppShell />, errorElement: <RouteError />, children: guarded(shellDefs, context) },
                { element: <FocusedLayout />, errorElement: <RouteError />, children: guarded(focusedDefs, context) },
              ],
            },
          ],
        },
        { path: '*', element: <CatchAll /> },
      ],
    },
  ];
}
