/**
 * The tag list query (a tab per status plus All; the kind; a search of either name or the id) and the target search
 * (products or companies across companies, by id, SKU or name, optionally within one company).
 */
import { listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type RawQuery, type Sort } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';
import { sameText, textMatches } from '../text-search';
import { TAG_KINDS, TAG_STATUSES, type Tag, type TagKind, type TagTarget } from './tag.types';

export const TAG_TABS = ['all', ...TAG_STATUSES] as const;
export type TagTab = (typeof TAG_TABS)[number];
export const TAG_FILTER_KEYS = ['q', 'kind'] as const;
export const TAG_SORT_FIELDS = ['id', 'name', 'usage'] as const;
export type TagSortField = (typeof TAG_SORT_FIELDS)[number];
const DEFAULT_SORT: Sort<TagSortField> = { field: 'name', direction: 'asc' };

const text = (value: string | undefined) => value?.trim().slice(0, 100) || undefined;
const kindOf = (value: string | undefined): TagKind | undefined => TAG_KINDS.find((kind) => kind === value);

export interface TagListQuery {
  tab: TagTab;
  q?: string | undefined;
  kind?: TagKind | undefined;
  page: number;
  pageSize: number;
  sort: Sort<TagSortField>;
}

export function parseTagQuery(raw: RawQuery, maxPageSize?: number): TagListQuery {
  return {
    tab: parseTab(raw.tab, TAG_TABS),
    q: text(raw.q),
    kind: kindOf(raw.kind),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, TAG_SORT_FIELDS, DEFAULT_SORT),
  };
}

export const tagQueryToRaw = (query: Partial<TagListQuery>): Record<string, string> => listQueryToRaw(query);

/** Whether a tag passes the filters (the tab aside): the search finds either name or the whole id. */
export function tagMatches(tag: Tag, query: Pick<TagListQuery, 'q' | 'kind'>): boolean {
  if (query.kind && tag.kind !== query.kind) return false;
  return !query.q || sameText(query.q, String(tag.id)) || textMatches(query.q, tag.name.en, tag.name.tr);
}

/** The target search: a tab per kind, a search of at least TARGET_SEARCH_MIN_CHARS, an optional company. */
export const TARGET_SEARCH_MIN_CHARS = 2;
export const TAG_TARGET_TABS = TAG_KINDS;
export const TAG_TARGET_FILTER_KEYS = ['q', 'companyId'] as const;

export interface TagTargetQuery {
  tab: TagKind;
  q?: string | undefined;
  companyId?: number | undefined;
  page: number;
  pageSize: number;
}

export function parseTagTargetQuery(raw: RawQuery, maxPageSize?: number): TagTargetQuery {
  return {
    tab: parseTab(raw.tab, TAG_TARGET_TABS),
    q: text(raw.q),
    companyId: wholeId(raw.companyId) ?? undefined,
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
  };
}

export const tagTargetQueryToRaw = (query: Partial<TagTargetQuery>): Record<string, string> => listQueryToRaw(query);

/**
 * Field problems (i18n keys): a search too short to run; products searched by SKU or name need a company (the id
 * alone finds a product in any company). Companies are searched across all.
 */
export function tagTargetProblems(query: TagTargetQuery): Record<string, string> | null {
  if (query.q && query.q.length < TARGET_SEARCH_MIN_CHARS) return { q: 'adminTags.validation.searchTooShort' };
  if (query.tab === 'product' && query.q && query.companyId === undefined && wholeId(query.q) === null)
    return { companyId: 'adminTags.validation.companyOrId' };
  return null;
}

/** Whether a product search can run: a company is chosen, or a product id typed. */
export const productSearchReady = (query: Pick<TagTargetQuery, 'q' | 'companyId'>): boolean => query.companyId !== undefined || wholeId(query.q) !== null;

/** Whether a target passes: its whole id, its SKU exactly, or part of its name. */
export function tagTargetMatches(target: TagTarget, query: Pick<TagTargetQuery, 'q' | 'companyId'>): boolean {
  if (query.companyId !== undefined && target.companyId !== query.companyId) return false;
  const { q } = query;
  return !q || sameText(q, String(target.id)) || sameText(q, target.sku) || textMatches(q, target.name);
}
