/**
 * The browser API of the read-only taxonomy lists: mapping health, one marketplace's categories (the cross page's
 * picker), restricted categories and old attributes (contract/api/route-def.ts).
 */
import { answer, policy, route } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import type { MarketplaceCategoryListAnswer } from './crossing.api';
import type { MappingHealthAnswer } from './mapping-health';
import { taxonomyListQueries, type OldAttributeListAnswer, type RestrictedCategoryListAnswer } from './taxonomy-lists.query';

/** The lists' queries at the browser's largest page; the picker's marketplace is required (a missing or unknown one is refused). */
export const {
  marketplaceCategories: marketplaceCategoryListQuery,
  restricted: restrictedCategoryListQuery,
  oldAttributes: oldAttributeListQuery,
} = taxonomyListQueries(BROWSER_PAGE_SIZE_MAX);

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
