/**
 * Marketplace products across companies (/admin/mp-products/): each company's list (mp-product-list.ts) with the
 * same query, companies in id order, paged over the whole run; the tab counts add up every company's. Nothing
 * without a search (`needsSearch`); a company none of whose variants the search finds is passed over before its
 * statuses are read.
 */
import { needsSearch, type AdminMpProductListAnswer, type AdminMpProductListQuery } from '@contract/admin-mp-products/admin-mp-product.query';
import { MP_PRODUCT_TABS, mpProductMatcher, variantMatches } from '@contract/catalog/mp-product.query';
import { foldText } from '@contract/text-search';
import { zeroCounts } from '@contract/lists/list-query';
import type { World } from '../world';
import { catalogOf } from './catalog-access';
import { listMpProducts } from './mp-product-list';

export function listAdminMpProducts(world: World, query: AdminMpProductListQuery, now: number): AdminMpProductListAnswer {
  const { companyId, ...sellerQuery } = query;
  const answer: AdminMpProductListAnswer = { items: [], total: 0, page: query.page, pageSize: query.pageSize, tabCounts: zeroCounts(MP_PRODUCT_TABS) };
  if (needsSearch(query)) return answer;
  const companies = world.companies.filter((company) => companyId === undefined || company.id === companyId).sort((a, b) => a.id - b.id);
  const first = (query.page - 1) * query.pageSize;
  const last = first + query.pageSize;
  const matcher = mpProductMatcher(query);
  const searched = matcher.sku !== null || matcher.productIds !== null;
  const mayMatch = (companyId: number) =>
    !searched || (catalogOf(world, companyId)?.variants.some((variant) => variantMatches(matcher, variant.productId, foldText(variant.sku))) ?? false);
  for (const company of companies) {
    if (!mayMatch(company.id)) continue;
    const counted = listMpProducts(world, company.id, { ...sellerQuery, page: 1, pageSize: 0 }, now);
    for (const tab of MP_PRODUCT_TABS) answer.tabCounts[tab] += counted.tabCounts[tab];
    const before = answer.total;
    answer.total += counted.total;
    const from = Math.max(first - before, 0);
    const to = Math.min(last - before, counted.total);
    if (to <= from) continue;
    const rows = listMpProducts(world, company.id, { ...sellerQuery, page: 1, pageSize: to }, now).items.slice(from);
    answer.items.push(...rows.map((row) => ({ ...row, companyId: company.id, companyName: company.name })));
  }
  return answer;
}
