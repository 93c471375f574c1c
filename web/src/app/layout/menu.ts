/** The sidebar / horizontal menu model, built from the contract catalogue for one user. */
import { can, type Subject } from '@contract/permissions';
import { MENU_COLLAPSES, MENU_GROUPS, PUBLIC_PATHS, ROUTES, type CountBadge, type MenuGroup } from '@contract/routes';
import type { Counts } from '@contract/api/session';

export interface MenuLink {
  kind: 'link';
  id: string;
  /** i18n key of the label. */
  titleKey: string;
  path: string;
  icon: string;
  count: number | null;
  /** i18n key saying what the count counts ('345 active products'), with the count. */
  countKey: string | null;
}
export interface MenuCollapseNode {
  kind: 'collapse';
  id: string;
  titleKey: string;
  icon: string;
  children: MenuLink[];
}
export type MenuEntry = MenuLink | MenuCollapseNode;
export interface MenuSection {
  group: MenuGroup | 'adminAsUser';
  /** Null for sections shown without a header (home, and the admin-as-user links). */
  headerKey: string | null;
  entries: MenuEntry[];
}

export interface MenuOptions {
  /** localStorage `mpProductSearch` exists (spec §6). */
  hasMpProductSearch: boolean;
}

function countFor(badge: CountBadge | undefined, counts: Counts | null): number | null {
  if (!badge || !counts) return null;
  const value = counts[badge];
  return value > 0 ? value : null;
}

function adminAsUserSection(subject: Subject | null, options: MenuOptions): MenuSection | null {
  if (!can(subject, 'admin.backToAdmin')) return null;
  const entries: MenuLink[] = [
    { kind: 'link', id: 'adminPanel', titleKey: 'menu.adminPanel', path: PUBLIC_PATHS.adminBack, icon: 'cilArrowLeft', count: null, countKey: null },
  ];
  if (options.hasMpProductSearch) {
    entries.push({
      kind: 'link',
      id: 'backToMpProducts',
      titleKey: 'menu.backToMpProducts',
      path: `${PUBLIC_PATHS.adminBack}?target=mp-products`,
      icon: 'cilGlobeAlt',
      count: null,
      countKey: null,
    });
  }
  return { group: 'adminAsUser', headerKey: null, entries };
}

export function buildMenu(subject: Subject | null, counts: Counts | null, options: MenuOptions): MenuSection[] {
  const sections: MenuSection[] = [];
  const special = adminAsUserSection(subject, options);
  if (special) sections.push(special);

  for (const group of MENU_GROUPS) {
    const entries: MenuEntry[] = [];
    const collapses = new Map<string, MenuCollapseNode>();
    for (const route of ROUTES) {
      if (route.group !== group || !can(subject, route.permission)) continue;
      const link: MenuLink = {
        kind: 'link',
        id: route.id,
        titleKey: `routes.${route.id}`,
        path: route.path,
        icon: route.icon,
        count: countFor(route.badge, counts),
        countKey: route.badge ? `menu.counts.${route.badge}` : null,
      };
      const parent = route.parent ? MENU_COLLAPSES.find((collapse) => collapse.id === route.parent) : undefined;
      if (!parent) {
        entries.push(link);
        continue;
      }
      let node = collapses.get(parent.id);
      if (!node) {
        // A collapse appears where its first visible child would, and only if it has one.
        node = { kind: 'collapse', id: parent.id, titleKey: `routes.${parent.id}`, icon: parent.icon, children: [] };
        collapses.set(parent.id, node);
        entries.push(node);
      }
      node.children.push(link);
    }
    if (entries.length > 0) sections.push({ group, headerKey: group === 'home' ? null : `menu.groups.${group}`, entries });
  }
  return sections;
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);

/**
 * The menu item a page stands under: its own link; for a page outside the menu (a detail), the item its route names
 * (`menuItem`), else the link whose path is the longest one the page's path sits under (`/orders/5` → Orders).
 */
export function activeMenuLinkId(links: readonly MenuLink[], pathname: string): string | null {
  const exact = links.find((link) => link.path === pathname);
  if (exact) return exact.id;
  const named = ROUTES.find((route) => route.menuItem !== undefined && patternOf(route.path).test(pathname))?.menuItem;
  if (named && links.some((link) => link.id === named)) return named;
  const under = links.filter((link) => link.path !== '/' && pathname.startsWith(`${link.path}/`));
  return under.sort((a, b) => b.path.length - a.path.length)[0]?.id ?? null;
}

/** Every link of the menu, flattened (for tests and the horizontal layout's lookups). */
export function menuLinks(sections: readonly MenuSection[]): MenuLink[] {
  return sections.flatMap((section) => section.entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.children)));
}
