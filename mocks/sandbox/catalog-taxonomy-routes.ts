/**
 * The marketplace service's brands, categories and crossings (CATALOG_TAXONOMY_ROUTES of
 * contract/downstream/catalog-taxonomy.routes.ts), over the world's catalogue operations. Category management and
 * crossing are staff work.
 */
import { crossAttributeSchema, crossCategorySchema, crossValueSchema } from '@contract/catalog/crossing.api';
import { CATALOG_TAXONOMY_ROUTES as ROUTES } from '@contract/downstream/catalog-taxonomy.routes';
import { addBrand, editBrand, getBrand, listBrands } from '@mocks/world/catalog/brand-operations';
import { addCategory, deleteCategory, editCategory } from '@mocks/world/catalog/category-operations';
import { crossAttribute, crossCategory, crossValue, uncrossAttribute, uncrossCategory, uncrossValue } from '@mocks/world/catalog/crossing-operations';
import { refusal } from '@mocks/world/refusal';
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
import { fail, refuse } from './responses';
import { serveService, withBody, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const noSuchRecord = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such record in this company.');

/** Managing the shared tree is staff work: an admin acting as the seller (`act`), or an admin or service token. */
function staffOnly(c: ServiceContext): Response | null {
  const claims = c.get('claims');
  const staff = claims.act !== undefined || claims.role === 'admin' || claims.role === 'service';
  return staff ? null : fail(c, 403, 'forbidden', 'Only staff may change the category tree and its crossings.');
}

const pickerRefusal = (c: ServiceContext) => refuse(c, { code: 'validation', fields: { marketplace: 'validation.fillOutField' } });

export function mountCatalogTaxonomyRoutes(app: ServiceApp, world: World, now: () => number): void {
  const scoped = { world };
  const category = { world, notFound: (c: ServiceContext) => refuse(c, { code: 'categoryNotFound' }) };
  const managed = { ...category, allow: staffOnly };
  const crossing = { world, allow: staffOnly, notFound: (c: ServiceContext) => refuse(c, { code: 'notFound' }) };

  serveService(app, ROUTES.listBrands, (_c, { params, query }) => listBrands(world, params.companyId, query), scoped);
  serveService(app, ROUTES.addBrand, (_c, { params, body }) => addBrand(world, params.companyId, body ?? {}, now()), scoped);
  serveService(app, ROUTES.getBrand, (_c, { params }) => getBrand(world, params.companyId, params.brandId), { world, notFound: noSuchRecord });
  serveService(app, ROUTES.editBrand, (c, { params, body }) => editBrand(world, params.companyId, params.brandId, body ?? {}, now()), {
    world,
    notFound: noSuchRecord,
  });

  serveService(app, ROUTES.listCategories, (_c, { query }) => listCategories(world, query), scoped);
  serveService(app, ROUTES.categoryTree, () => categoryTree(world), scoped);
  serveService(app, ROUTES.addCategory, (c, { params, body }) => addCategory(world, params.companyId, body ?? {}, now()), {
    world,
    allow: staffOnly,
  });
  serveService(
    app,
    ROUTES.getCategory,
    (_c, { params }) => getCategoryDetail(world, params.companyId, params.categoryId) ?? refusal('categoryNotFound'),
    category,
  );
  serveService(app, ROUTES.editCategory, (_c, { params, body }) => editCategory(world, params.companyId, params.categoryId, body ?? {}), managed);
  serveService(
    app,
    ROUTES.deleteCategory,
    (c, { params, query }) => {
      const result = deleteCategory(world, params.categoryId, query.deleteAnyway === true);
      return result === true ? null : refuse(c, result);
    },
    managed,
  );
  serveService(app, ROUTES.categoryCross, (_c, { params }) => getCategoryCross(world, params.categoryId) ?? refusal('categoryNotFound'), category);

  serveService(
    app,
    ROUTES.crossCategory,
    (c, { params, body }) => withBody(c, crossCategorySchema, body, (sent) => crossCategory(world, params, sent, now())),
    crossing,
  );
  serveService(app, ROUTES.uncrossCategory, (_c, { params }) => uncrossCategory(world, params, now()), crossing);
  serveService(
    app,
    ROUTES.crossAttribute,
    (c, { params, body }) => withBody(c, crossAttributeSchema, body, (sent) => crossAttribute(world, params, sent, now())),
    crossing,
  );
  serveService(app, ROUTES.uncrossAttribute, (_c, { params }) => uncrossAttribute(world, params, now()), crossing);
  serveService(app, ROUTES.crossValue, (c, { params, body }) => withBody(c, crossValueSchema, body, (sent) => crossValue(world, params, sent)), crossing);
  serveService(app, ROUTES.uncrossValue, (_c, { params }) => uncrossValue(world, params), crossing);

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
