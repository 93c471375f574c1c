/** The categories API of the BFF (contract/catalog/category.api.ts, crossing.api.ts, taxonomy-lists.query.ts). */
import { API } from '@contract/api/paths';
import type { CategoryBody, CategoryDetailAnswer, CategoryTreeAnswer } from '@contract/catalog/category.api';
import { categoryQueryToRaw, type CategoryListAnswer, type CategoryListQuery } from '@contract/catalog/category.query';
import type { CategoryCrossAnswer, CrossTarget, MarketplaceCategoryListAnswer } from '@contract/catalog/crossing.api';
import type { MappingHealthAnswer } from '@contract/catalog/mapping-health';
import {
  marketplaceCategoryQueryToRaw, oldAttributeQueryToRaw, searchListQueryToRaw, type MarketplaceCategoryQuery, type OldAttributeListAnswer,
  type OldAttributeQuery, type RestrictedCategoryListAnswer, type SearchListQuery,
} from '@contract/catalog/taxonomy-lists.query';
import { http } from '@web/lib/http';

export async function fetchCategories(query: CategoryListQuery): Promise<CategoryListAnswer> {
  return (await http.get<CategoryListAnswer>(API.categories, { params: categoryQueryToRaw(query) })).data;
}

export async function fetchCategoryTree(): Promise<CategoryTreeAnswer> {
  return (await http.get<CategoryTreeAnswer>(API.categoryTree)).data;
}

export async function fetchMappingHealth(): Promise<MappingHealthAnswer> {
  return (await http.get<MappingHealthAnswer>(API.mappingHealth)).data;
}

export async function fetchCategory(id: number): Promise<CategoryDetailAnswer> {
  return (await http.get<CategoryDetailAnswer>(`${API.categories}/${id}`)).data;
}

export async function addCategory(body: CategoryBody): Promise<CategoryDetailAnswer> {
  return (await http.post<CategoryDetailAnswer>(API.categories, body)).data;
}

export async function editCategory(id: number, body: CategoryBody): Promise<CategoryDetailAnswer> {
  return (await http.put<CategoryDetailAnswer>(`${API.categories}/${id}`, body)).data;
}

export async function deleteCategory(id: number, deleteAnyway: boolean): Promise<null> {
  await http.delete(`${API.categories}/${id}`, { params: deleteAnyway ? { deleteAnyway: 'true' } : {} });
  return null;
}

export async function fetchCategoryCross(id: number): Promise<CategoryCrossAnswer> {
  return (await http.get<CategoryCrossAnswer>(`${API.categories}/${id}/cross`)).data;
}

/** The path of a crossing, as deep as the target goes (category, attribute, value). */
export function crossingUrl(id: number, target: CrossTarget): string {
  let url = `${API.categories}/${id}/crossings/${encodeURIComponent(target.marketplace)}`;
  if (target.attributeId !== undefined) url += `/attributes/${target.attributeId}`;
  if (target.valueId !== undefined) url += `/values/${target.valueId}`;
  return url;
}

export interface CrossInput {
  target: CrossTarget;
  /** The crossing body; null uncrosses. */
  body: Record<string, string> | null;
}

export async function changeCrossing(id: number, { target, body }: CrossInput): Promise<CategoryCrossAnswer> {
  const url = crossingUrl(id, target);
  return (body === null ? await http.delete<CategoryCrossAnswer>(url) : await http.put<CategoryCrossAnswer>(url, body)).data;
}

export async function fetchMarketplaceCategories(query: MarketplaceCategoryQuery): Promise<MarketplaceCategoryListAnswer> {
  return (await http.get<MarketplaceCategoryListAnswer>(API.marketplaceCategories, { params: marketplaceCategoryQueryToRaw(query) })).data;
}

export async function fetchRestrictedCategories(query: SearchListQuery): Promise<RestrictedCategoryListAnswer> {
  return (await http.get<RestrictedCategoryListAnswer>(API.restrictedCategories, { params: searchListQueryToRaw(query) })).data;
}

export async function fetchOldAttributes(query: OldAttributeQuery): Promise<OldAttributeListAnswer> {
  return (await http.get<OldAttributeListAnswer>(API.oldAttributes, { params: oldAttributeQueryToRaw(query) })).data;
}
