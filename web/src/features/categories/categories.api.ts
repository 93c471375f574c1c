/** The categories API of the BFF (contract/catalog/category.routes.ts, crossing.routes.ts, taxonomy-lists.routes.ts). */
import type { CategoryBody } from '@contract/catalog/category.api';
import type { CategoryListQuery } from '@contract/catalog/category.query';
import { CATEGORY_ROUTES } from '@contract/catalog/category.routes';
import type { CrossAttributeBody, CrossCategoryBody, CrossTarget, CrossValueBody } from '@contract/catalog/crossing.api';
import { CROSSING_ROUTES } from '@contract/catalog/crossing.routes';
import type { MarketplaceCategoryQuery, OldAttributeQuery, SearchListQuery } from '@contract/catalog/taxonomy-lists.query';
import { TAXONOMY_LIST_ROUTES } from '@contract/catalog/taxonomy-lists.routes';
import { apiCall, urlOf } from '@web/lib/api-call';

export const fetchCategories = (query: CategoryListQuery) => apiCall(CATEGORY_ROUTES.list, { query });
export const fetchCategoryTree = () => apiCall(CATEGORY_ROUTES.tree);
export const fetchMappingHealth = () => apiCall(TAXONOMY_LIST_ROUTES.mappingHealth);
export const fetchCategory = (id: number) => apiCall(CATEGORY_ROUTES.detail, { params: { id } });
export const addCategory = (body: CategoryBody) => apiCall(CATEGORY_ROUTES.add, { body });
export const editCategory = (id: number, body: CategoryBody) => apiCall(CATEGORY_ROUTES.edit, { params: { id }, body });
export const deleteCategory = (id: number, deleteAnyway: boolean) => apiCall(CATEGORY_ROUTES.delete, { params: { id }, query: { deleteAnyway } });
export const fetchCategoryCross = (id: number) => apiCall(CROSSING_ROUTES.cross, { params: { id } });

/** The path of a crossing, as deep as the target goes (category, attribute, value); crossing and uncrossing share it. */
export function crossingUrl(id: number, { marketplace, attributeId, valueId }: CrossTarget): string {
  if (attributeId === undefined) return urlOf(CROSSING_ROUTES.uncrossCategory, { params: { id, marketplace } });
  if (valueId === undefined) return urlOf(CROSSING_ROUTES.uncrossAttribute, { params: { id, marketplace, attributeId } });
  return urlOf(CROSSING_ROUTES.uncrossValue, { params: { id, marketplace, attributeId, valueId } });
}

export interface CrossInput {
  target: CrossTarget;
  /** The crossing body; null uncrosses. */
  body: Record<string, string> | null;
}

/** Crosses (PUT) or uncrosses (DELETE) the target; the body is the one its depth's dialog filled in. */
export function changeCrossing(id: number, { target: { marketplace, attributeId, valueId }, body }: CrossInput) {
  if (attributeId === undefined) {
    const params = { id, marketplace };
    return body === null
      ? apiCall(CROSSING_ROUTES.uncrossCategory, { params })
      : apiCall(CROSSING_ROUTES.crossCategory, { params, body: body as CrossCategoryBody });
  }
  if (valueId === undefined) {
    const params = { id, marketplace, attributeId };
    return body === null
      ? apiCall(CROSSING_ROUTES.uncrossAttribute, { params })
      : apiCall(CROSSING_ROUTES.crossAttribute, { params, body: body as CrossAttributeBody });
  }
  const params = { id, marketplace, attributeId, valueId };
  return body === null ? apiCall(CROSSING_ROUTES.uncrossValue, { params }) : apiCall(CROSSING_ROUTES.crossValue, { params, body: body as CrossValueBody });
}

export const fetchMarketplaceCategories = (query: MarketplaceCategoryQuery) => apiCall(TAXONOMY_LIST_ROUTES.marketplaceCategories, { query });
export const fetchRestrictedCategories = (query: SearchListQuery) => apiCall(TAXONOMY_LIST_ROUTES.restricted, { query });
export const fetchOldAttributes = (query: OldAttributeQuery) => apiCall(TAXONOMY_LIST_ROUTES.oldAttributes, { query });
