/**
 * Props for the presentational stories, taken from the same seeded world the sandbox answers from, and built with the
 * same contract functions the BFF uses: what a story shows is what the app would get.
 */
import { bookmarksAnswer, mainSearchAnswer } from '@contract/api/navigation';
import { routeById } from '@contract/routes';
import { toCompanySummary } from '@contract/api/admin-companies';
import type { CompanySummary, UserInfo } from '@contract/api/session';
import { subjectOf } from '@contract/api/user-info';
import { EMPTY_STARS, toggleStar, type Bookmark, type StarState } from '@contract/bookmarks';
import type { SearchGroup } from '@contract/search';
import { buildMenu, type MenuSection } from '@web/app/layout/menu';
import { findCompany, findUser, findUserByEmail, searchCompanies } from '@mocks/world/lookups';
import { worldUserInfo } from '@mocks/world/user-info';
import { createWorld } from '@mocks/world/world';
import type { SessionParameters } from '../../.storybook/story-parameters';

/** The demo accounts the stories sign in as (mocks/world/demo-accounts.ts). */
export const DEMO = {
  /** Ayşe Yılmaz, Anadolu Tekstil (TR), sees product validation. */
  seller: 'ayse@demo.tezgah.dev',
  /** Li Wei, OneClick Electronics (CN), a OneClick seller. */
  oneClickSeller: 'li@demo.tezgah.dev',
  /** Deniz Kaya, admin with the currency-tool security groups. */
  admin: 'admin@demo.tezgah.dev',
} as const;

/** Gulf Home Goods (AE): the company the admin acts as in admin-as-user stories. */
export const ACTED_AS_COMPANY_ID = 1002;

const SELLER_STARS = ['dashboard', 'allProducts', 'orders', 'packages', 'claims', 'questions', 'faq'];
const ADMIN_STARS = ['adminCompanies', 'adminCampaigns', 'adminCategoryTree', 'adminLogistics', 'adminReports'];

/** Signed-in story sessions (parameters.session): who, and which pages they have starred. */
export const SESSIONS = {
  seller: { email: DEMO.seller, starred: SELLER_STARS },
  oneClickSeller: { email: DEMO.oneClickSeller, starred: SELLER_STARS },
  admin: { email: DEMO.admin, starred: ADMIN_STARS },
  adminAsUser: { email: DEMO.admin, actingAsCompanyId: ACTED_AS_COMPANY_ID, starred: [...SELLER_STARS, 'payments'] },
} as const satisfies Record<string, SessionParameters>;

// A fixed reference time keeps every props story the same from build to build.
const world = createWorld({ now: Date.UTC(2026, 0, 15, 9, 0, 0) });

export type DemoPerson = 'seller' | 'oneClickSeller' | 'admin' | 'adminAsUser';

export function demoUser(person: DemoPerson): UserInfo {
  const email = person === 'adminAsUser' ? DEMO.admin : DEMO[person];
  const account = findUserByEmail(world, email);
  const ownerId = person === 'adminAsUser' ? findCompany(world, ACTED_AS_COMPANY_ID)?.ownerUserId : account?.id;
  const user = ownerId ? worldUserInfo(world, ownerId, { actingAdminId: person === 'adminAsUser' ? (account?.id ?? null) : null }) : null;
  if (!user) throw new Error(`No demo user for ${person}`);
  return user;
}

export function menuFor(user: UserInfo, hasMpProductSearch = false): MenuSection[] {
  return buildMenu(subjectOf(user), user.counts, { hasMpProductSearch });
}

/** Every page the user may bookmark, in catalogue order. */
export function bookmarkablePages(user: UserInfo): Bookmark[] {
  return bookmarksAnswer(subjectOf(user), EMPTY_STARS).searchResult;
}

/** The first `count` bookmarkable pages starred one by one: past 10 they overflow, by the contract rule. */
export function firstPagesStarred(user: UserInfo, count: number): StarState {
  return bookmarkablePages(user)
    .slice(0, count)
    .reduce((state, page) => toggleStar(state, page.id), EMPTY_STARS);
}

/** The starred and overflow pages of a star state, as the bookmark bar shows them. */
export function bookmarkLists(user: UserInfo, stars: StarState): { starred: Bookmark[]; overflow: Bookmark[] } {
  const answer = bookmarksAnswer(subjectOf(user), stars);
  const byId = new Map(answer.searchResult.map((page) => [page.id, page]));
  const pick = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return { starred: pick(answer.starred), overflow: pick(answer.overflow) };
}

export function searchGroupsFor(user: UserInfo): SearchGroup[] {
  return mainSearchAnswer(subjectOf(user)).searchResult;
}

/** The admin company list's first page, as GET /api/admin/companies would answer it. */
export function companyPage(pageSize: number): { items: CompanySummary[]; total: number } {
  const found = searchCompanies(world, { limit: pageSize, offset: 0 });
  return {
    items: found.items.map((company) => toCompanySummary(company, findUser(world, company.ownerUserId) ?? null)),
    total: found.total,
  };
}

/** A catalogued route's path (contract/routes.ts), for a story's starting URL. */
export function pathOf(routeId: string): string {
  const route = routeById(routeId);
  if (!route) throw new Error(`No route "${routeId}" in the catalogue`);
  return route.path;
}
