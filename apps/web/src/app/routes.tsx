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
import { lazyModuleFor } from './route-modules.ts';

function toRoute(def: RouteDef): RouteObject {
  const errorElement = <RouteError />;
  const redirect = REDIRECTS[def.path];
  if (redirect) return { path: def.path, element: <Navigate to={redirect} replace />, errorElement };
  return { path: def.path, lazy: lazyModuleFor(def.path), errorElement, handle: { route: def } };
}

/** Privileged routes sit under the privilege guard; the rest go straight to their page. */
function guarded(defs: readonly RouteDef[]): RouteObject[] {
  const privileged = defs.filter((d) => d.isPrivileged).map(toRoute);
  const open = defs.filter((d) => !d.isPrivileged).map(toRoute);
  return [...open, { element: <PrivilegeGuard />, children: privileged }];
}

/** The whole route tree, built from the one table of spec §2. */
export function buildRoutes(defs: readonly RouteDef[] = ROUTES): RouteObject[] {
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
        { element: <PublicLayout />, errorElement: <RouteError />, children: publicDefs.map(toRoute) },
        {
          element: <RequireSession />,
          errorElement: <RouteError />,
          children: [
            {
              element: <ShellFeedback />,
              children: [
                { element: <AppShell />, errorElement: <RouteError />, children: guarded(shellDefs) },
                { element: <FocusedLayout />, errorElement: <RouteError />, children: guarded(focusedDefs) },
              ],
            },
          ],
        },
        { path: '*', element: <CatchAll /> },
      ],
    },
  ];
}
