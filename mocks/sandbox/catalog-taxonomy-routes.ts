/**
 * The marketplace service's brands, categories and crossings (contract/downstream/catalog-taxonomy.ts) under
 * /v1/companies/:companyId, over the world's catalogue operations. Category management and crossing are staff work.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS } from '@contract/api/error-status';
import { parseBrandQuery } from '@contract/catalog/brand.api';
import { parseCategoryQuery } from '@contract/catalog/category.query';
import { crossAttributeSchema, crossCategorySchema, crossValueSchema } from '@contract/catalog/crossing.api';
import { parseMarketplaceCategoryQuery, parseOldAttributeQuery, parseSearchListQuery } from '@contract/catalog/taxonomy-lists.query';
import { fieldErrors } from '@contract/auth/auth.schemas';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { ERROR_MESSAGES } from '@contract/errors';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { addBrand, editBrand, getBrand, listBrands } from '@mocks/world/catalog/brand-operations';
import { addCategory, deleteCategory, editCategory } from '@mocks/world/catalog/category-operations';
import { crossAttribute, crossCategory, crossValue, uncrossAttribute, uncrossCategory, uncrossValue, type CrossPath } from '@mocks/world/catalog/crossing-operations';
import { isRefusal, type Refusal } from '@mocks/world/catalog/refusal';
import {
  categoryTree, getCategoryCross, getCategoryDetail, listCategories, listMarketplaceCategories, listOldAttributes, listRestrictedCategories, mappingHealthOf,
} from '@mocks/world/catalog/taxonomy-lists';
import type { World } from '@mocks/world/world';
import type { SandboxEnv } from './jwt-guard';
import { companyOf } from './orders-routes';
import { fail, jsonBody, positiveInt } from './responses';
import type { ServiceApp } from './service-app';

type Ctx = Context<SandboxEnv>;
const BASE = '/v1/companies/:companyId';
const CROSSING = `${BASE}/categories/:categoryId/crossings/:marketplace`;

function refuse(c: Ctx, { code, fields }: Refusal) {
  return c.json({ error: code, message: ERROR_MESSAGES[code], ...(fields ? { fields } : {}) }, ERROR_STATUS[code] as ContentfulStatusCode);
}

function answer<T extends object>(c: Ctx, result: T | Refusal | undefined, status: ContentfulStatusCode = 200) {
  if (result === undefined) return fail(c, 404, 'not_found', 'No such record in this company.');
  return isRefusal(result) ? refuse(c, result) : c.json(result, status);
}

/** Managing the shared tree is staff work: an admin acting as the seller (`act`), or an admin or service token. */
function mayManage(c: Ctx): boolean {
  const claims = c.get('claims');
  return claims.act !== undefined || claims.role === 'admin' || claims.role === 'service';
}

function crossPath(c: Ctx): CrossPath | null {
  const categoryId = positiveInt(c.req.param('categoryId'));
  const marketplace = c.req.param('marketplace') as MarketplaceCode;
  if (categoryId === null || !MARKETPLACE_CODES.includes(marketplace)) return null;
  const path: CrossPath = { categoryId, marketplace };
  for (const name of ['attributeId', 'valueId'] as const) {
    const raw = c.req.param(name);
    if (raw === undefined) continue;
    const id = positiveInt(raw);
    if (id === null) return null;
    path[name] = id;
  }
  return path;
}

export function mountCatalogTaxonomyRoutes(app: ServiceApp, world: World, now: () => number): void {
  /** Runs `work` for the path's company when the token may read it (and manage, when asked). */
  const scoped = (c: Ctx, manage: boolean, work: (companyId: number) => Response | Promise<Response>) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    if (manage && !mayManage(c)) return fail(c, 403, 'forbidden', 'Only staff may change the category tree and its crossings.');
    return work(companyId);
  };
  const withCross = (c: Ctx, work: (path: CrossPath) => Response | Promise<Response>) => scoped(c, true, () => {
    const path = crossPath(c);
    return path ? work(path) : refuse(c, { code: 'notFound' });
  });
  const withBody = async (c: Ctx, schema: Parameters<typeof fieldErrors>[0], work: (body: Record<string, unknown>) => Response) => {
    const body = (await jsonBody(c)) ?? {};
    const fields = fieldErrors(schema, body);
    return fields ? refuse(c, { code: 'validation', fields }) : work(schema.cast(body, { stripUnknown: true }) as Record<string, unknown>);
  };
  const idOf = (c: Ctx, name: string) => positiveInt(c.req.param(name)) ?? 0;

  app.get(`${BASE}/brands`, (c) => scoped(c, false, (companyId) => answer(c, listBrands(world, companyId, parseBrandQuery(c.req.query(), SERVICE_PAGE_SIZE_MAX)))));
  app.post(`${BASE}/brands`, (c) => scoped(c, false, async (companyId) => answer(c, addBrand(world, companyId, (await jsonBody(c)) ?? {}, now()), 201)));
  app.get(`${BASE}/brands/:brandId`, (c) => scoped(c, false, (companyId) => answer(c, getBrand(world, companyId, idOf(c, 'brandId')))));
  app.put(`${BASE}/brands/:brandId`, (c) => scoped(c, false, async (companyId) => answer(c, editBrand(world, companyId, idOf(c, 'brandId'), (await jsonBody(c)) ?? {}, now()))));

  app.get(`${BASE}/categories`, (c) => scoped(c, false, () => c.json(listCategories(world, parseCategoryQuery(c.req.query(), SERVICE_PAGE_SIZE_MAX)))));
  app.get(`${BASE}/categories/tree`, (c) => scoped(c, false, () => c.json(categoryTree(world))));
  app.post(`${BASE}/categories`, (c) => scoped(c, true, async (companyId) => answer(c, addCategory(world, companyId, (await jsonBody(c)) ?? {}, now()), 201)));
  app.get(`${BASE}/categories/:categoryId`, (c) => scoped(c, false, (companyId) =>
    answer(c, getCategoryDetail(world, companyId, idOf(c, 'categoryId')) ?? { code: 'categoryNotFound' })));
  app.put(`${BASE}/categories/:categoryId`, (c) => scoped(c, true, async (companyId) =>
    answer(c, editCategory(world, companyId, idOf(c, 'categoryId'), (await jsonBody(c)) ?? {}))));
  app.delete(`${BASE}/categories/:categoryId`, (c) => scoped(c, true, () => {
    const result = deleteCategory(world, idOf(c, 'categoryId'), c.req.query('deleteAnyway') === 'true');
    return result === true ? c.body(null, 204) : refuse(c, result);
  }));
  app.get(`${BASE}/categories/:categoryId/cross`, (c) => scoped(c, false, () => answer(c, getCategoryCross(world, idOf(c, 'categoryId')) ?? { code: 'categoryNotFound' })));

  app.put(CROSSING, (c) => withCross(c, (path) => withBody(c, crossCategorySchema, (body) =>
    answer(c, crossCategory(world, path, body as { remoteCategoryId: string; syncMode: 'once' | 'forever' }, now())))));
  app.delete(CROSSING, (c) => withCross(c, (path) => answer(c, uncrossCategory(world, path, now()))));
  app.put(`${CROSSING}/attributes/:attributeId`, (c) => withCross(c, (path) => withBody(c, crossAttributeSchema, (body) =>
    answer(c, crossAttribute(world, { ...path, attributeId: path.attributeId! }, body as { remoteAttributeId: string }, now())))));
  app.delete(`${CROSSING}/attributes/:attributeId`, (c) => withCross(c, (path) => answer(c, uncrossAttribute(world, { ...path, attributeId: path.attributeId! }, now()))));
  app.put(`${CROSSING}/attributes/:attributeId/values/:valueId`, (c) => withCross(c, (path) => withBody(c, crossValueSchema, (body) =>
    answer(c, crossValue(world, { ...path, attributeId: path.attributeId!, valueId: path.valueId! }, body as { remoteValueId: string })))));
  app.delete(`${CROSSING}/attributes/:attributeId/values/:valueId`, (c) => withCross(c, (path) =>
    answer(c, uncrossValue(world, { ...path, attributeId: path.attributeId!, valueId: path.valueId! }))));

  app.get(`${BASE}/marketplace-categories`, (c) => scoped(c, false, () => {
    const query = parseMarketplaceCategoryQuery(c.req.query(), SERVICE_PAGE_SIZE_MAX);
    return query ? c.json(listMarketplaceCategories(world, query)) : refuse(c, { code: 'validation', fields: { marketplace: 'validation.fillOutField' } });
  }));
  app.get(`${BASE}/restricted-categories`, (c) => scoped(c, false, (companyId) => c.json(listRestrictedCategories(world, companyId, parseSearchListQuery(c.req.query(), SERVICE_PAGE_SIZE_MAX)))));
  app.get(`${BASE}/old-attributes`, (c) => scoped(c, false, (companyId) => c.json(listOldAttributes(world, companyId, parseOldAttributeQuery(c.req.query(), SERVICE_PAGE_SIZE_MAX)))));
  app.get(`${BASE}/mapping-health`, (c) => scoped(c, false, (companyId) => c.json(mappingHealthOf(world, companyId))));
}
