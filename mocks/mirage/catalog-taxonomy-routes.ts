/** The BFF's brands, categories, crossings and taxonomy lists (contract/api/paths.ts) over the world's catalogue operations. */
import type { Request, Response } from 'miragejs';
import type { AnyObjectSchema } from 'yup';
import { API } from '@contract/api/paths';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { BRAND_TABS, brandSchema, cleanBrandBody, parseBrandQuery, type BrandBody } from '@contract/catalog/brand.api';
import { categorySchema } from '@contract/catalog/category.api';
import { CATEGORY_TABS, parseCategoryQuery } from '@contract/catalog/category.query';
import { crossAttributeSchema, crossCategorySchema, crossValueSchema } from '@contract/catalog/crossing.api';
import { mappingHealthAll } from '@contract/catalog/mapping-health';
import { SINGLE_TAB, parseMarketplaceCategoryQuery, parseOldAttributeQuery, parseSearchListQuery } from '@contract/catalog/taxonomy-lists.query';
import type { CrossSyncMode } from '@contract/catalog/taxonomy.types';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { zeroCounts, type ListPage } from '@contract/lists/list-query';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import type { Permission } from '@contract/permissions';
import { addBrand, editBrand, getBrand, listBrands } from '@mocks/world/catalog/brand-operations';
import { addCategory, deleteCategory, editCategory } from '@mocks/world/catalog/category-operations';
import { crossAttribute, crossCategory, crossValue, uncrossAttribute, uncrossCategory, uncrossValue, type CrossPath } from '@mocks/world/catalog/crossing-operations';
import { isRefusal, type Refusal } from '@mocks/world/refusal';
import {
  categoryTree, getCategoryCross, getCategoryDetail, listCategories, listMarketplaceCategories, listOldAttributes, listRestrictedCategories,
  mappingHealthOf, marketplaceCodes,
} from '@mocks/world/catalog/taxonomy-lists';
import { taxonomyOf } from '@mocks/world/catalog/taxonomy';
import type { MockContext } from './mock-context';
import type { MockRoute } from './mock-route';
import { bodyOf, failure, json } from './respond';
import { isResponse, pathId, rawQueryOf, sellerScope } from './seller-scope';

const BROWSER_PAGE_SIZE_MAX = 100;
const CROSSING = `${API.categories}/:id/crossings/:marketplace`;

const route = (method: MockRoute['method'], path: string, handle: MockRoute['handle']): MockRoute =>
  ({ method, path, handle, errorsScenario: 'downstreamUnavailable' });

function worldAnswer<T extends object>(result: T | Refusal | undefined, status = 200): Response {
  if (result === undefined) return failure('notFound');
  return isRefusal(result) ? failure(result.code, result.fields) : json(status, result);
}

const emptyPage = <Tab extends string>(tabs: readonly Tab[], query: { page: number; pageSize: number }): ListPage<never, Tab> =>
  ({ items: [], total: 0, page: query.page, pageSize: query.pageSize, tabCounts: zeroCounts(tabs) });

/** Like the BFF: the session's permission, then the handler with the company. */
function scoped(permission: Permission, work: (request: Request, context: MockContext, companyId: number) => Response): MockRoute['handle'] {
  return (request, context) => {
    const scope = sellerScope(context, permission);
    return isResponse(scope) ? scope : work(request, context, scope.companyId);
  };
}

/** Like the BFF: a bad body is refused with the contract schema's field problems before anything else. */
function withBody<T>(request: Request, schema: AnyObjectSchema, work: (body: T) => Response): Response {
  const body = bodyOf(request);
  const problems = fieldErrors(schema, body);
  return problems ? failure('validation', problems) : work(schema.cast(body, { stripUnknown: true }) as T);
}

function crossPathOf(request: Request): CrossPath | null {
  const categoryId = pathId(request);
  const marketplace = request.params.marketplace as MarketplaceCode;
  if (categoryId === null || !MARKETPLACE_CODES.includes(marketplace)) return null;
  const path: CrossPath = { categoryId, marketplace };
  for (const name of ['attributeId', 'valueId'] as const) {
    if (request.params[name] === undefined) continue;
    const id = pathId(request, name);
    if (id === null) return null;
    path[name] = id;
  }
  return path;
}

const crossRoute = (method: 'put' | 'delete', path: string, run: (request: Request, context: MockContext, target: CrossPath) => Response) =>
  route(method, path, scoped('catalog.manageCategories', (request, context) => {
    const target = crossPathOf(request);
    if (!target) return failure('notFound');
    return run(request, context, target);
  }));

const categoryId = (request: Request) => pathId(request) ?? 0;
const deep = (target: CrossPath) => ({ ...target, attributeId: target.attributeId ?? 0, valueId: target.valueId ?? 0 });

export const CATALOG_TAXONOMY_ROUTES: readonly MockRoute[] = [
  route('get', API.brands, scoped('catalog.brands', (request, context, companyId) => {
    const query = parseBrandQuery(rawQueryOf(request), BROWSER_PAGE_SIZE_MAX);
    return context.scenario === 'empty' ? json(200, emptyPage(BRAND_TABS, query)) : worldAnswer(listBrands(context.world, companyId, query));
  })),
  route('post', API.brands, scoped('catalog.brands', (request, context, companyId) =>
    withBody<BrandBody>(request, brandSchema, (body) => worldAnswer(addBrand(context.world, companyId, cleanBrandBody(body), context.now()), 201)))),
  route('get', `${API.brands}/:id`, scoped('catalog.brands', (request, context, companyId) => {
    const id = pathId(request);
    return id === null || context.scenario === 'empty' ? failure('notFound') : worldAnswer(getBrand(context.world, companyId, id));
  })),
  route('put', `${API.brands}/:id`, scoped('catalog.brands', (request, context, companyId) => {
    const id = pathId(request);
    if (id === null) return failure('notFound');
    return withBody<BrandBody>(request, brandSchema, (body) => worldAnswer(editBrand(context.world, companyId, id, cleanBrandBody(body), context.now())));
  })),

  route('get', API.categories, scoped('catalog.categories', (request, context) => {
    const query = parseCategoryQuery(rawQueryOf(request), BROWSER_PAGE_SIZE_MAX);
    return json(200, context.scenario === 'empty' ? emptyPage(CATEGORY_TABS, query) : listCategories(context.world, query));
  })),
  route('get', API.categoryTree, scoped('catalog.categories', (_request, context) => json(200, context.scenario === 'empty' ? { nodes: [] } : categoryTree(context.world)))),
  route('post', API.categories, scoped('catalog.manageCategories', (request, context, companyId) =>
    withBody(request, categorySchema, (body) => worldAnswer(addCategory(context.world, companyId, body, context.now()), 201)))),
  route('get', `${API.categories}/:id`, scoped('catalog.categories', (request, context, companyId) => {
    const id = pathId(request);
    if (id === null) return failure('notFound');
    return worldAnswer(context.scenario === 'empty' ? undefined : getCategoryDetail(context.world, companyId, id) ?? { code: 'categoryNotFound' });
  })),
  route('put', `${API.categories}/:id`, scoped('catalog.manageCategories', (request, context, companyId) => {
    if (pathId(request) === null) return failure('notFound');
    return withBody(request, categorySchema, (body) => worldAnswer(editCategory(context.world, companyId, categoryId(request), body)));
  })),
  route('delete', `${API.categories}/:id`, scoped('catalog.manageCategories', (request, context) => {
    if (pathId(request) === null) return failure('notFound');
    const result = deleteCategory(context.world, categoryId(request), request.queryParams.deleteAnyway === 'true');
    return result === true ? json(204) : failure(result.code, result.fields);
  })),
  route('get', `${API.categories}/:id/cross`, scoped('catalog.categories', (request, context) => {
    if (pathId(request) === null) return failure('notFound');
    return worldAnswer(getCategoryCross(context.world, categoryId(request)) ?? { code: 'categoryNotFound' });
  })),

  crossRoute('put', CROSSING, (request, context, target) => withBody<{ remoteCategoryId: string; syncMode: CrossSyncMode }>(request, crossCategorySchema,
    (body) => worldAnswer(crossCategory(context.world, target, body, context.now())))),
  crossRoute('delete', CROSSING, (_request, context, target) => worldAnswer(uncrossCategory(context.world, target, context.now()))),
  crossRoute('put', `${CROSSING}/attributes/:attributeId`, (request, context, target) => withBody<{ remoteAttributeId: string }>(request, crossAttributeSchema,
    (body) => worldAnswer(crossAttribute(context.world, deep(target), body, context.now())))),
  crossRoute('delete', `${CROSSING}/attributes/:attributeId`, (_request, context, target) => worldAnswer(uncrossAttribute(context.world, deep(target), context.now()))),
  crossRoute('put', `${CROSSING}/attributes/:attributeId/values/:valueId`, (request, context, target) => withBody<{ remoteValueId: string }>(request, crossValueSchema,
    (body) => worldAnswer(crossValue(context.world, deep(target), body)))),
  crossRoute('delete', `${CROSSING}/attributes/:attributeId/values/:valueId`, (_request, context, target) => worldAnswer(uncrossValue(context.world, deep(target)))),

  route('get', API.mappingHealth, scoped('catalog.categories', (_request, context, companyId) => json(200, context.scenario === 'empty'
    ? { items: mappingHealthAll(marketplaceCodes(context.world), [], taxonomyOf(context.world)) }
    : mappingHealthOf(context.world, companyId)))),
  route('get', API.marketplaceCategories, scoped('catalog.categories', (request, context) => {
    const query = parseMarketplaceCategoryQuery(rawQueryOf(request), BROWSER_PAGE_SIZE_MAX);
    if (!query) return failure('validation', { marketplace: 'validation.fillOutField' });
    return json(200, context.scenario === 'empty' ? emptyPage(SINGLE_TAB, query) : listMarketplaceCategories(context.world, query));
  })),
  route('get', API.restrictedCategories, scoped('catalog.categories', (request, context, companyId) => {
    const query = parseSearchListQuery(rawQueryOf(request), BROWSER_PAGE_SIZE_MAX);
    return json(200, context.scenario === 'empty' ? emptyPage(SINGLE_TAB, query) : listRestrictedCategories(context.world, companyId, query));
  })),
  route('get', API.oldAttributes, scoped('catalog.categories', (request, context, companyId) => {
    const query = parseOldAttributeQuery(rawQueryOf(request), BROWSER_PAGE_SIZE_MAX);
    return json(200, context.scenario === 'empty' ? emptyPage(SINGLE_TAB, query) : listOldAttributes(context.world, companyId, query));
  })),
];
