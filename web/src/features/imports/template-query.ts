/**
 * The template finder's URL state (`?marketplace=&search=` on the Import tab) and its rule: a marketplace category's
 * name from 3 characters, or its exact ID (digits) at any length.
 */
import { SEARCH_MIN_CHARS } from '@contract/constants';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { TemplateCategoryQuery } from '@contract/imports/import.api';
import { TEMPLATE_SEARCH_MAX_CHARS } from '@contract/imports/import.routes';
import { compactQuery, type RawQuery } from '@contract/lists/list-query';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';

export interface TemplateFinderQuery {
  marketplace?: MarketplaceCode | undefined;
  search?: string | undefined;
}

export function parseTemplateFinderQuery(raw: RawQuery): TemplateFinderQuery {
  const marketplace = MARKETPLACE_CODES.find((code) => code === raw.marketplace);
  const search = raw.search?.trim().slice(0, TEMPLATE_SEARCH_MAX_CHARS) || undefined;
  return { marketplace, search };
}

export function templateFinderQueryToRaw(query: Partial<TemplateFinderQuery>): Record<string, string> {
  return compactQuery({ marketplace: query.marketplace, search: query.search });
}

/** The i18n key of the search's problem, or null when it may be sent. */
export function templateSearchProblem(search: string | undefined): string | null {
  const text = search?.trim() ?? '';
  if (!text) return 'imports.templates.searchRequired';
  if (/^\d+$/.test(text) || text.length >= SEARCH_MIN_CHARS) return null;
  return 'validation.searchTooShort';
}

/** What the finder asks the BFF, or null while the URL holds no search it may send. */
export function templateCategoryRequest(query: TemplateFinderQuery): TemplateCategoryQuery | null {
  if (templateSearchProblem(query.search) !== null) return null;
  return { search: query.search, marketplace: query.marketplace };
}
