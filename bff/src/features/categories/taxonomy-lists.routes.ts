/** The read-only taxonomy lists: mapping health, their categories (the cross picker), restricted categories, old attributes. */
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import type { MarketplaceCategoryListAnswer } from '@contract/catalog/crossing.api';
import type { MappingHealthAnswer } from '@contract/catalog/mapping-health';
import {
  marketplaceCategoryQueryToRaw, oldAttributeQueryToRaw, parseMarketplaceCategoryQuery, parseOldAttributeQuery, parseSearchListQuery,
  searchListQueryToRaw, type OldAttributeListAnswer, type RestrictedCategoryListAnswer,
} from '@contract/catalog/taxonomy-lists.query';
import { ApiFailure } from '../../lib/api-failure';
import type { AppEnv } from '../../lib/app-env';
import { policy } from '../../middleware/policy';
import { BROWSER_PAGE_SIZE_MAX, taxonomyCall } from './taxonomy-call';

export function taxonomyListsRoutes() {
  return new Hono<AppEnv>()
    .get(API.mappingHealth, policy.can('catalog.categories'), async (c) => c.json(await taxonomyCall<MappingHealthAnswer>(c, '/mapping-health')))
    .get(API.marketplaceCategories, policy.can('catalog.categories'), async (c) => {
      const query = parseMarketplaceCategoryQuery(c.req.query(), BROWSER_PAGE_SIZE_MAX);
      if (!query) throw new ApiFailure('validation', { fields: { marketplace: 'validation.fillOutField' } });
      return c.json(await taxonomyCall<MarketplaceCategoryListAnswer>(c, '/marketplace-categories', { query: marketplaceCategoryQueryToRaw(query) }));
    })
    .get(API.restrictedCategories, policy.can('catalog.categories'), async (c) => {
      const query = parseSearchListQuery(c.req.query(), BROWSER_PAGE_SIZE_MAX);
      return c.json(await taxonomyCall<RestrictedCategoryListAnswer>(c, '/restricted-categories', { query: searchListQueryToRaw(query) }));
    })
    .get(API.oldAttributes, policy.can('catalog.categories'), async (c) => {
      const query = parseOldAttributeQuery(c.req.query(), BROWSER_PAGE_SIZE_MAX);
      return c.json(await taxonomyCall<OldAttributeListAnswer>(c, '/old-attributes', { query: oldAttributeQueryToRaw(query) }));
    });
}
