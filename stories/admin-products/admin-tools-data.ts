/** Product Tools pages for the props stories, from the seeded world the sandbox serves (searchProductTools, as its route). */
import { parseProductToolsQuery, type ProductToolRow, type ProductToolsAnswer, type ProductToolsQuery } from '@contract/admin-products/admin-tools';
import type { RawQuery } from '@contract/lists/list-query';
import { searchProductTools } from '@mocks/world/catalog/admin-products-tools';
import { createWorld } from '@mocks/world/world';
import { STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

export const toolsQuery = (raw: RawQuery = {}): ProductToolsQuery => parseProductToolsQuery({ companyId: '1022', ...raw });

/** GET /api/admin/product-tools as the BFF answers it. */
export const toolsPage = (query: ProductToolsQuery): ProductToolsAnswer => searchProductTools(world, query, STORY_NOW);

export const noTools = (query: ProductToolsQuery): ProductToolsAnswer => ({ items: [], total: 0, page: query.page, pageSize: query.pageSize, tabCounts: {} });

/** A row locked on its first marketplace, with its price blocked: every action shows. */
export function lockedAndBlocked(row: ProductToolRow): ProductToolRow {
  const [first, ...rest] = row.locks;
  const lockedAt = new Date(STORY_NOW).toISOString();
  return {
    ...row,
    locks: first
      ? [
          {
            marketplace: first.marketplace,
            lock: { marketplace: first.marketplace, lockedAt, lockReason: 'Counterfeit report under review', until: null, state: 'locked' },
          },
          ...rest,
        ]
      : rest,
    priceBlock: { reason: 'Price check by the marketplace team', blockedAt: lockedAt },
  };
}
