import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './paths.ts';
import { buildRoutes } from './routes.tsx';

type Placed = { path: string; layout: string; isGuarded: boolean };

/** Flattens the tree into (path, layout it renders in, behind the privilege guard?). */
function placements(routes: RouteObject[], layout = 'root', isGuarded = false): Placed[] {
  return routes.flatMap((r) => {
    const name = (r.element as { type?: { name?: string } } | undefined)?.type?.name ?? '';
    const nextLayout = ['PublicLayout', 'AppShell', 'FocusedLayout'].includes(name) ? name : layout;
    const guarded = isGuarded || name === 'PrivilegeGuard';
    const here =
      r.path && r.path !== '/' && r.path !== '*' ? [{ path: r.path, layout: nextLayout, isGuarded: guarded }] : [];
    return [...here, ...placements(r.children ?? [], nextLayout, guarded)];
  });
}

describe('route tree', () => {
  const placed = placements(buildRoutes());

  it('has every route of the table exactly once', () => {
    expect(placed.map((p) => p.path).sort()).toEqual(ROUTES.map((r) => r.path).sort());
  });

  it('puts public routes in the public layout, side-panel-less routes in the focused one, the rest in the shell', () => {
    for (const def of ROUTES) {
      const route = placed.find((p) => p.path === def.path);
      const expected = !def.isPrivate ? 'PublicLayout' : def.hasNoSidePanel ? 'FocusedLayout' : 'AppShell';
      expect(route?.layout, def.path).toBe(expected);
    }
  });

  it('checks privileges exactly on the privileged routes', () => {
    for (const def of ROUTES) {
      expect(placed.find((p) => p.path === def.path)?.isGuarded, def.path).toBe(Boolean(def.isPrivileged));
    }
  });
});
