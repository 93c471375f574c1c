/**
 * The staff attributes list (/admin/attributes): the seller-panel tree's attributes with their type, remote ID,
 * status and names in both languages; a status tab, a search, a type filter, pages and sort.
 */
import { compareBy, listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type ListPage, type RawQuery, type Sort } from '../lists/list-query';
import { searchText } from '../catalog/category.query';
import { ATTRIBUTE_TYPES, type Attribute, type AttributeType } from '../catalog/taxonomy.types';
import { spellingsOf } from '../localized-name';
import { textMatches } from '../text-search';

export const ATTRIBUTE_TABS = ['all', 'active', 'inactive'] as const;
export type AttributeTab = (typeof ATTRIBUTE_TABS)[number];

export const ATTRIBUTE_SORT_FIELDS = ['id', 'name'] as const;
export type AttributeSortField = (typeof ATTRIBUTE_SORT_FIELDS)[number];
export const DEFAULT_ATTRIBUTE_SORT: Sort<AttributeSortField> = { field: 'id', direction: 'asc' };

export interface AttributeFilters {
  /** Part of a name (either language) or of the remote ID, or the id. */
  q?: string;
  type?: AttributeType;
}
export const ATTRIBUTE_FILTER_KEYS = ['q', 'type'] as const;

export interface AttributeListQuery extends AttributeFilters {
  tab: AttributeTab;
  page: number;
  pageSize: number;
  sort: Sort<AttributeSortField>;
}

/** A row: the attribute without its values, with how many it has and where it is used. */
export interface AttributeRow extends Omit<Attribute, 'values'> {
  valueCount: number;
  /** Categories that list it, and those of them where it is mandatory (mandatory is per category). */
  categoryCount: number;
  mandatoryCount: number;
}

export type AttributeListAnswer = ListPage<AttributeRow, AttributeTab>;

export function parseAttributeFilters(raw: RawQuery): AttributeFilters {
  const filters: AttributeFilters = { q: searchText(raw.q) };
  if (ATTRIBUTE_TYPES.includes(raw.type as AttributeType)) filters.type = raw.type as AttributeType;
  return filters;
}

export function parseAttributeQuery(raw: RawQuery, maxPageSize?: number): AttributeListQuery {
  return {
    ...parseAttributeFilters(raw),
    tab: parseTab(raw.tab, ATTRIBUTE_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, ATTRIBUTE_SORT_FIELDS, DEFAULT_ATTRIBUTE_SORT),
  };
}

export function attributeQueryToRaw(query: Partial<AttributeListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

export function attributeMatches(attribute: Pick<Attribute, 'id' | 'name' | 'remoteId' | 'type'>, filters: AttributeFilters): boolean {
  if (filters.type && attribute.type !== filters.type) return false;
  return !filters.q || String(attribute.id) === filters.q.trim() || textMatches(filters.q, ...spellingsOf(attribute.name), attribute.remoteId);
}

export const attributeOrder = (sort: Sort<AttributeSortField>) =>
  compareBy<Pick<Attribute, 'id' | 'name'>>((attribute) => (sort.field === 'id' ? attribute.id : attribute.name.en.toLowerCase()), sort.direction);
