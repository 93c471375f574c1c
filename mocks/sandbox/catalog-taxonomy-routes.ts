/**
 * The marketplace service's brands, categories and crossings (CATALOG_TAXONOMY_ROUTES of
 * contract/downstream/catalog-taxonomy.routes.ts), over the world's catalogue operations. Category management and
 * crossing are staff work.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AnyObjectSchema, InferType } from 'yup';
import { ERROR_STATUS } from '@contract/api/error-status';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { crossAttributeSchema, crossCategorySchema, crossValueSchema } from '@contract/catalog/crossing.api';
import { CATALOG_TAXONOMY_ROUTES as ROUTES } from '@contract/downstream/catalog-taxonomy.routes';
import { ERROR_MESSAGES } from '@contract/errors';
import { addBrand, editBrand, getBrand, listBrands } from '@mocks/world/catalog/brand-operations';
import { addCategory, deleteCategory, editCategory } from '@mocks/world/catalog/category-operations';
import { crossAttribute, crossCategory, crossValue, uncrossAttribute, uncrossCategory, uncrossValue } from '@mocks/world/catalog/crossing-operations';
import { isRefusal, refusal, type Refusal } from '@mocks/world/refusal';
import {
  categoryTree,
  getCategoryCross,
  getCategoryDetail,
  listCategories,
  listMarketplaceCategories,
  listOldAttributes,
  listRestrictedCategories,
  mappingHealthOf,
} from '@mocks/world/catalog/taxonomy-lists';
import type { World } from '@mocks/world/world';
import { fail } from './responses';
import { serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

function refuse(c: ServiceContext, { code, fields }: Refusal) {
  return c.json({ error: code, message: ERROR_MESSAGES[code], ...(fields ? { fields } : {}) }, ERROR_STATUS[code] as ContentfulStatusCode);
}

const noSuchRecord = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such record in this company.');

function settle<T extends object>(c: ServiceContext, result: T | undefined): Exclude<T, Refusal> | Response {
  if (result === undefined) return noSuchRecord(c);
  return isRefusal(result) ? refuse(c, result) : (result as Exclude<T, Refusal>);
}

/** Managing the shared tree is staff work: an admin acting as the seller (`act`), or an admin or service token. */
function staffOnly(c: ServiceContext): Response | null {
  const claims = c.get('claims');
  const staff = claims.act !== undefined || claims.role === 'admin' || claims.role === 'service';
  return staff ? null : fail(c, 403, 'forbidden', 'Only staff may change the category tree and its crossings.');
}

/** The body checked with its schema (400 validation with the fields), cast to what the schema keeps. */
function checked<S extends AnyObjectSchema, T>(
  c: ServiceContext,
  schema: S,
  body: Record<string, unknown> | null,
  work: (body: InferType<S>) => T,
): T | Response {
  const fields = fieldErrors(schema, body ?? {});
  return fields ? refuse(c, { code: 'validation', fields }) : work(schema.cast(body ?? {}, { stripUnknown: true }) as InferType<S>);
}

const pickerRefusal = (c: ServiceContext) => refuse(c, { code: 'validation', fields: { marketplace: 'validation.fillOutField' } });

export function mountCatalogTaxonomyRoutes(app: ServiceApp, world: World, now: () => number): void {
  const scoped = { world };
  const category = { world, notFound: (c: ServiceContext) => refuse(c, { code: 'categoryNotFound' }) };
  const managed = { ...category, allow: staffOnly };
  const crossing = { world, allow: staffOnly, notFound: (c: ServiceContext) => refuse(c, { code: 'notFound' }) };

  serveService(app, ROUTES.listBrands, (c, { params, query }) => settle(c, listBrands(world, params.companyId, query)), scoped);
  serveService(app, ROUTES.addBrand, (c, { params, body }) => settle(c, addBrand(world, params.companyId, body ?? {}, now())), scoped);
  serveService(app, ROUTES.getBrand, (c, { params }) => settle(c, getBrand(world, params.companyId, params.brandId)), { world, notFound: noSuchRecord });
  serveService(app, ROUTES.editBrand, (c, { params, body }) => settle(c, editBrand(world, params.companyId, params.brandId, body ?? {}, now())), {
    world,
    notFound: noSuchRecord,
  });

  serveService(app, ROUTES.listCategories, (_c, { query }) => listCategories(world, query), scoped);
  serveService(app, ROUTES.categoryTree, () => categoryTree(world), scoped);
  serveService(app, ROUTES.addCategory, (c, { params, body }) => settle(c, addCategory(world, params.companyId, body ?? {}, now())), {
    world,
    allow: staffOnly,
  });
  serveService(
    app,
    ROUTES.getCategory,
    (c, { params }) => settle(c, getCategoryDetail(world, params.companyId, params.categoryId) ?? refusal('categoryNotFound')),
    category,
  );
  serveService(app, ROUTES.editCategory, (c, { params, body }) => settle(c, editCategory(world, params.companyId, params.categoryId, body ?? {})), managed);
  serveService(
    app,
    ROUTES.deleteCategory,
    (c, { params, query }) => {
      const result = deleteCategory(world, params.categoryId, query.deleteAnyway === true);
      return result === true ? null : refuse(c, result);
    },
    managed,
  );
  serveService(app, ROUTES.categoryCross, (c, { params }) => settle(c, getCategoryCross(world, params.categoryId) ?? refusal('categoryNotFound')), category);

  serveService(
    app,
    ROUTES.crossCategory,
    (c, { params, body }) => checked(c, crossCategorySchema, body, (sent) => settle(c, crossCategory(world, params, sent, now()))),
    crossing,
  );
  serveService(app, ROUTES.uncrossCategory, (c, { params }) => settle(c, uncrossCategory(world, params, now())), crossing);
  serveService(
    app,
    ROUTES.crossAttribute,
    (c, { params, body }) => checked(c, crossAttributeSchema, body, (sent) => settle(c, crossAttribute(world, params, sent, now()))),
    crossing,
  );
  serveService(app, ROUTES.uncrossAttribute, (c, { params }) => settle(c, uncrossAttribute(world, params, now())), crossing);
  serveService(
    app,
    ROUTES.crossValue,
    (c, { params, body }) => checked(c, crossValueSchema, body, (sent) => settle(c, crossValue(world, params, sent))),
    crossing,
  );
  serveService(app, ROUTES.uncrossValue, (c, { params }) => settle(c, uncrossValue(world, params)), crossing);

  serveService(
    app,
    ROUTES.marketplaceCategories,
    (c, { query: { marketplace, ...search } }) => (marketplace ? listMarketplaceCategories(world, { ...search, marketplace }) : pickerRefusal(c)),
    { world, badQuery: pickerRefusal },
  );
  serveService(app, ROUTES.restrictedCategories, (_c, { params, query }) => listRestrictedCategories(world, params.companyId, query), scoped);
  serveService(app, ROUTES.oldAttributes, (_c, { params, query }) => listOldAttributes(world, params.companyId, query), scoped);
  serveService(app, ROUTES.mappingHealth, (_c, { params }) => mappingHealthOf(world, params.companyId), scoped);
}
