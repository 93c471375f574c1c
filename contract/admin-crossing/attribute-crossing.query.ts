/**
 * The staff list of Attribute Crossing (/admin/attribute-crossing/): one row per attribute of a leaf crossed to a
 * marketplace, its crossing to their attribute as a tab (crossed, uncrossed since, never), with filters by search
 * (category path or attribute name), marketplace, mandatory and company (its categories only), and pages.
 */
import { parsePage, parsePageSize, parseTab, listQueryToRaw, type ListPage, type RawQuery } from '../lists/list-query';
import type { LocalizedName } from '../localized-name';
import type { MarketplaceCode } from '../downstream/marketplace';
import type { AttributeType, CrossStatus, CrossSyncMode, SellerCategory } from '../catalog/taxonomy.types';
import { ADMIN_CROSS_TABS, parseAdminCrossFilters, type AdminCrossFilters, type AdminCrossTab } from './category-cross.query';

export const ATTRIBUTE_MANDATORY_FILTERS = ['ours', 'theirs'] as const;
export type AttributeMandatoryFilter = (typeof ATTRIBUTE_MANDATORY_FILTERS)[number];

export interface AdminAttributeCrossFilters extends Omit<AdminCrossFilters, 'sync'> {
  /** Mandatory in our category (`ours`), or their attribute is mandatory (`theirs`: crossed or missing). */
  mandatory?: AttributeMandatoryFilter;
}
export const ADMIN_ATTRIBUTE_CROSS_FILTER_KEYS = ['q', 'marketplace', 'mandatory', 'companyId'] as const;

export interface AdminAttributeCrossQuery extends AdminAttributeCrossFilters {
  tab: AdminCrossTab;
  page: number;
  pageSize: number;
}

export interface AdminAttributeCrossRow {
  categoryId: number;
  path: SellerCategory['path'];
  marketplace: MarketplaceCode;
  remoteCategoryName: string;
  /** The category crossing's sync: `forever` crosses values by name as they appear (auto crossing). */
  syncMode: CrossSyncMode;
  attributeId: number;
  attributeName: LocalizedName;
  type: AttributeType;
  /** Mandatory in our category. */
  mandatory: boolean;
  /** Null: never crossed on this marketplace. */
  status: CrossStatus | null;
  remoteAttributeId: string | null;
  remoteAttributeName: string | null;
  /** Their attribute crossed to is mandatory; null while not crossed. */
  theirMandatory: boolean | null;
  valuesCrossed: number;
  /** Of those, crossed by name by auto crossing. */
  valuesAuto: number;
  valueCount: number;
  /** The filtered company's live products on the category; null without a company filter. */
  products: number | null;
}

export type AdminAttributeCrossListAnswer = ListPage<AdminAttributeCrossRow, AdminCrossTab>;

export const attributeRowKey = (row: Pick<AdminAttributeCrossRow, 'categoryId' | 'marketplace' | 'attributeId'>) =>
  `${row.categoryId}-${row.marketplace}-${row.attributeId}`;

export function parseAdminAttributeCrossQuery(raw: RawQuery, maxPageSize?: number): AdminAttributeCrossQuery {
  const { sync: _sync, ...filters } = parseAdminCrossFilters(raw);
  const query: AdminAttributeCrossQuery = {
    ...filters,
    tab: parseTab(raw.tab, ADMIN_CROSS_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
  };
  if (ATTRIBUTE_MANDATORY_FILTERS.includes(raw.mandatory as AttributeMandatoryFilter)) query.mandatory = raw.mandatory as AttributeMandatoryFilter;
  return query;
}

export function adminAttributeCrossQueryToRaw(query: Partial<AdminAttributeCrossQuery>): Record<string, string> {
  return listQueryToRaw(query);
}
