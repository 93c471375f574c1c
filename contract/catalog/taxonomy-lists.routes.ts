/**
 * The browser API of the read-only taxonomy lists: mapping health, one marketplace's categories (the cross page's
 * picker), restricted categories and old attributes (contract/api/route-def.ts).
 */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import type { MarketplaceCode } from '../downstream/marketplace';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import { MARKETPLACE_CODES } from '../orders/order.query';
import type { MarketplaceCategoryListAnswer } from './crossing.api';
import type { MappingHealthAnswer } from './mapping-health';
import {
  marketplaceCategoryQueryToRaw,
  oldAttributeQueryToRaw,
  parseMarketplaceCategoryQuery,
  parseOldAttributeQuery,
  parseSearchListQuery,
  searchListQueryToRaw,
  type MarketplaceCategoryQuery,
  type OldAttributeListAnswer,
  type OldAttributeQuery,
  type RestrictedCategoryListAnswer,
  type SearchListQuery,
} from './taxonomy-lists.query';

/** The marketplace is required: a missing or unknown one is held as sent, for `problems` to refuse. */
export const marketplaceCategoryListQuery: QueryCodec<MarketplaceCategoryQuery> = {
  parse: (raw) =>
    parseMarketplaceCategoryQuery(raw, BROWSER_PAGE_SIZE_MAX) ?? {
      ...parseSearchListQuery(raw, BROWSER_PAGE_SIZE_MAX),
      marketplace: raw.marketplace as MarketplaceCode,
    },
  problems: ({ marketplace }) => (MARKETPLACE_CODES.includes(marketplace) ? null : { marketplace: 'validation.fillOutField' }),
  toRaw: marketplaceCategoryQueryToRaw,
};

export const restrictedCategoryListQuery: QueryCodec<SearchListQuery> = {
  parse: (raw) => parseSearchListQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: searchListQueryToRaw,
};

export const oldAttributeListQuery: QueryCodec<OldAttributeQuery> = {
  parse: (raw) => parseOldAttributeQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: oldAttributeQueryToRaw,
};

const browse = policy.can('catalog.categories');

export const TAXONOMY_LIST_ROUTES = {
  mappingHealth: route.get('/api/categories/mapping-health', { answer: answer<MappingHealthAnswer>(), policy: browse }),
  marketplaceCategories: route.get('/api/categories/marketplace-categories', {
    query: marketplaceCategoryListQuery,
    answer: answer<MarketplaceCategoryListAnswer>(),
    policy: browse,
  }),
  restricted: route.get('/api/categories/restricted', { query: restrictedCategoryListQuery, answer: answer<RestrictedCategoryListAnswer>(), policy: browse }),
  oldAttributes: route.get('/api/old-attributes', { query: oldAttributeListQuery, answer: answer<OldAttributeListAnswer>(), policy: browse }),
};
