import { NAV_TREE, type NavContext, type NavEntry, visibleNav } from '@corridor/domain/nav';

/**
 * Spec §6: menus hide some pages from some businesses (a JP TYPE_1 licence has no My accounts and no Pay bills; a
 * flag that is off hides Cards, Financing, Help…). Typing such a page's URL must not open it: the privilege rules
 * send the user to their fall-back page, as for a page outside their menus. The side navigation's own rules
 * decide (domain/nav.ts), so the two never disagree. The alternate front end's reduced menu is left out: it
 * shortens the navigation, it does not forbid pages.
 *
 * TODO(domain): this belongs in packages/domain/access.ts next to canAccess, which the API could use too.
 */
export function isHiddenByMenus(routePattern: string, ctx: Omit<NavContext, 'screen'>): boolean {
  const entry = entryFor(NAV_TREE, routePattern);
  if (!entry) return false;
  const shown = visibleNav({ ...ctx, user: { ...ctx.user, usesAlternateFrontend: false }, screen: 'wide' });
  return !hasEntry(shown, entry.id);
}

/** The leaf navigation entry that a page belongs to: its own link, or the one that lists it as active. */
function entryFor(entries: readonly NavEntry[], pattern: string): NavEntry | undefined {
  for (const entry of entries) {
    if (entry.children) {
      const child = entryFor(entry.children, pattern);
      if (child) return child;
    } else if (entry.activePaths.includes(pattern)) {
      return entry;
    }
  }
  return undefined;
}

function hasEntry(entries: readonly NavEntry[], id: string): boolean {
  return entries.some((e) => e.id === id || hasEntry(e.children ?? [], id));
}
