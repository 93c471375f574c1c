/** The staff crossing API of the BFF (contract/admin-crossing/category-cross.routes.ts, attribute-crossing.routes.ts). */
import type { AdminCrossQuery } from '@contract/admin-crossing/category-cross.query';
import type { AdminAttributeCrossQuery } from '@contract/admin-crossing/attribute-crossing.query';
import { ADMIN_ATTRIBUTE_CROSSING_ROUTES as ATTRIBUTE_ROUTES } from '@contract/admin-crossing/attribute-crossing.routes';
import { ADMIN_CATEGORY_CROSS_ROUTES as ROUTES } from '@contract/admin-crossing/category-cross.routes';
import type { CrossAttributeBody, CrossCategoryBody, CrossTarget, CrossValueBody } from '@contract/catalog/crossing.api';
import type { MarketplaceCategoryQuery } from '@contract/catalog/taxonomy-lists.query';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { apiCall } from '@web/lib/api-call';

export const fetchAdminCrossings = (query: AdminCrossQuery) => apiCall(ROUTES.list, { query });
export const fetchAdminCrossHealth = (companyId: number | undefined) => apiCall(ROUTES.health, { query: companyId === undefined ? {} : { companyId } });
export const fetchTheirCategories = (query: MarketplaceCategoryQuery) => apiCall(ROUTES.marketplaceCategories, { query });

/** One leaf on one marketplace. */
export interface CrossingTarget {
  categoryId: number;
  marketplace: MarketplaceCode;
}

export const crossLeaf = ({ categoryId, marketplace }: CrossingTarget, body: CrossCategoryBody) =>
  apiCall(ROUTES.cross, { params: { id: categoryId, marketplace }, body });
export const uncrossLeaf = ({ categoryId, marketplace }: CrossingTarget) => apiCall(ROUTES.uncross, { params: { id: categoryId, marketplace } });

export const fetchAdminAttributeCrossings = (query: AdminAttributeCrossQuery) => apiCall(ATTRIBUTE_ROUTES.list, { query });
export const fetchCategoryCrossings = (id: number) => apiCall(ATTRIBUTE_ROUTES.cross, { params: { id } });

export interface CrossInput {
  target: CrossTarget;
  /** The crossing body its depth's dialog filled in; null uncrosses. */
  body: Record<string, string> | null;
}

/** Crosses (PUT) or uncrosses (DELETE) the category, an attribute or a value on one marketplace, as deep as the target goes. */
export function changeCategoryCrossing(id: number, { target: { marketplace, attributeId, valueId }, body }: CrossInput) {
  if (attributeId === undefined) {
    const params = { id, marketplace };
    return body === null ? apiCall(ROUTES.uncross, { params }) : apiCall(ROUTES.cross, { params, body: body as CrossCategoryBody });
  }
  if (valueId === undefined) {
    const params = { id, marketplace, attributeId };
    return body === null
      ? apiCall(ATTRIBUTE_ROUTES.uncrossAttribute, { params })
      : apiCall(ATTRIBUTE_ROUTES.crossAttribute, { params, body: body as CrossAttributeBody });
  }
  const params = { id, marketplace, attributeId, valueId };
  return body === null ? apiCall(ATTRIBUTE_ROUTES.uncrossValue, { params }) : apiCall(ATTRIBUTE_ROUTES.crossValue, { params, body: body as CrossValueBody });
}
