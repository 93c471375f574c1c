/**
 * Staff Category Cross for the stories, from the seeded world the sandbox serves, read with the operations the
 * sandbox's routes call (listAdminCategoryCrossings, adminCrossHealth, listMarketplaceCategories).
 */
import type { AdminCrossHealthAnswer } from '@contract/admin-crossing/category-cross.api';
import {
  ADMIN_CROSS_TABS,
  parseAdminCrossQuery,
  type AdminCategoryCrossListAnswer,
  type AdminCategoryCrossRow,
  type AdminCrossQuery,
} from '@contract/admin-crossing/category-cross.query';
import type { CategoryCrossAnswer, MarketplaceCategoryListAnswer } from '@contract/catalog/crossing.api';
import {
  parseAdminAttributeCrossQuery,
  type AdminAttributeCrossListAnswer,
  type AdminAttributeCrossQuery,
} from '@contract/admin-crossing/attribute-crossing.query';
import type { RawQuery } from '@contract/lists/list-query';
import { zeroCounts } from '@contract/lists/list-query';
import { listAdminAttributeCrossings } from '@mocks/world/catalog/admin-crossing-attributes';
import { adminCrossHealth, listAdminCategoryCrossings } from '@mocks/world/catalog/admin-crossing-list';
import { getCategoryCross, listMarketplaceCategories } from '@mocks/world/catalog/taxonomy-lists';
import { createWorld } from '@mocks/world/world';
import { SELLER_COMPANY_ID, STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

export const crossQuery = (raw: RawQuery = {}): AdminCrossQuery => parseAdminCrossQuery(raw);
export const crossPage = (query: AdminCrossQuery): AdminCategoryCrossListAnswer => listAdminCategoryCrossings(world, query);
export const noCrossings = (query: AdminCrossQuery): AdminCategoryCrossListAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: zeroCounts(ADMIN_CROSS_TABS),
});
export const TREE_HEALTH: AdminCrossHealthAnswer = adminCrossHealth(world, undefined);
export const COMPANY_HEALTH: AdminCrossHealthAnswer = adminCrossHealth(world, SELLER_COMPANY_ID);

/** The company's rows on Trendyol: crossed ones and never-crossed ones side by side. */
export const companyQuery = crossQuery({ companyId: String(SELLER_COMPANY_ID), marketplace: 'trendyol' });
export const COMPANY_PAGE = crossPage(companyQuery);

function sample(what: string, test: (row: AdminCategoryCrossRow) => boolean): AdminCategoryCrossRow {
  const row = COMPANY_PAGE.items.find(test);
  if (!row) throw new Error(`The seeded world has no company row that ${what}`);
  return row;
}

export const ROWS = {
  /** Crossed once to Trendyol: the switch is off, uncross is offered. */
  crossed: sample('is crossed once', (row) => row.status === 'crossed' && row.syncMode === 'once'),
  /** Never crossed to Trendyol: only Cross is offered. */
  never: sample('was never crossed', (row) => row.status === null),
};

export const theirCategories = (q: string): MarketplaceCategoryListAnswer =>
  listMarketplaceCategories(world, { marketplace: 'trendyol', q, page: 1, pageSize: 10 });

export const attributeQuery = (raw: RawQuery = {}): AdminAttributeCrossQuery => parseAdminAttributeCrossQuery(raw);
export const attributePage = (query: AdminAttributeCrossQuery): AdminAttributeCrossListAnswer => listAdminAttributeCrossings(world, query);
export const noAttributes = (query: AdminAttributeCrossQuery): AdminAttributeCrossListAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: zeroCounts(ADMIN_CROSS_TABS),
});
/** Women's T-Shirts, crossed to Hepsiburada in the seeded world: the pane's category. */
export const TSHIRTS_CROSS: CategoryCrossAnswer = getCategoryCross(world, 104)!;
