/**
 * The marketplace service's staff side of the seller-panel taxonomy (ADMIN_TAXONOMY_SERVICE_ROUTES of
 * contract/admin-taxonomy/admin-taxonomy.service.ts) over the world's category operations: the same rules as the
 * seller-side service, answered to admin and service tokens only.
 */
import { ADMIN_TAXONOMY_SERVICE_ROUTES as ROUTES } from '@contract/admin-taxonomy/admin-taxonomy.service';
import {
  addAdminCategory,
  blockCategory,
  editAdminCategory,
  getAdminCategory,
  listAdminCategories,
  unblockCategory,
} from '@mocks/world/catalog/admin-taxonomy-categories';
import {
  addAdminAttribute,
  editAdminAttribute,
  getAdminAttribute,
  listAdminAttributes,
  saveAttributeValue,
} from '@mocks/world/catalog/admin-taxonomy-attributes';
import { deleteCategory } from '@mocks/world/catalog/category-operations';
import { categoryTree } from '@mocks/world/catalog/taxonomy-lists';
import type { World } from '@mocks/world/world';
import { roleRefusal } from './jwt-guard';
import { fail, refuse } from './responses';
import { badBody, checkedBody, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const staffOnly = (c: ServiceContext) => roleRefusal(c, ['admin', 'service']);
const categoryNotFound = (c: ServiceContext) => refuse(c, { code: 'categoryNotFound' });
const attributeNotFound = (c: ServiceContext) => refuse(c, { code: 'attributeNotFound' });
const noBlock = (c: ServiceContext) => fail(c, 404, 'not_found', 'This company is not blocked from that category.');

export function mountAdminTaxonomyRoutes(app: ServiceApp, world: World, now: () => number): void {
  const staff = { allow: staffOnly, notFound: categoryNotFound };
  const blocks = { world, allow: staffOnly, notFound: categoryNotFound };

  serveService(app, ROUTES.listCategories, (_c, { query }) => listAdminCategories(world, query), staff);
  serveService(app, ROUTES.categoryTree, () => categoryTree(world), staff);
  serveService(app, ROUTES.addCategory, (_c, { body }) => addAdminCategory(world, body ?? {}, now()), staff);
  serveService(app, ROUTES.getCategory, (_c, { params }) => getAdminCategory(world, params.categoryId), staff);
  serveService(app, ROUTES.editCategory, (_c, { params, body }) => editAdminCategory(world, params.categoryId, body ?? {}), staff);
  serveService(
    app,
    ROUTES.deleteCategory,
    (_c, { params, query }) => {
      const result = deleteCategory(world, params.categoryId, query.deleteAnyway === true);
      return result === true ? null : result;
    },
    staff,
  );
  serveService(
    app,
    ROUTES.blockCategory,
    (c, { params, body }) => {
      const sent = checkedBody(ROUTES.blockCategory, body, (fields) => badBody(c, fields));
      if (sent instanceof Response) return sent;
      return blockCategory(world, params.companyId, params.categoryId, sent, now());
    },
    blocks,
  );
  serveService(app, ROUTES.unblockCategory, (c, { params }) => (unblockCategory(world, params.companyId, params.categoryId) ? null : noBlock(c)), blocks);

  const attributes = { allow: staffOnly, notFound: attributeNotFound };
  serveService(app, ROUTES.listAttributes, (_c, { query }) => listAdminAttributes(world, query), attributes);
  serveService(app, ROUTES.addAttribute, (_c, { body }) => addAdminAttribute(world, body ?? {}), attributes);
  serveService(app, ROUTES.getAttribute, (_c, { params }) => getAdminAttribute(world, params.attributeId), attributes);
  serveService(app, ROUTES.editAttribute, (_c, { params, body }) => editAdminAttribute(world, params.attributeId, body ?? {}), attributes);
  serveService(app, ROUTES.addValue, (_c, { params, body }) => saveAttributeValue(world, params.attributeId, undefined, body ?? {}), attributes);
  serveService(app, ROUTES.editValue, (_c, { params, body }) => saveAttributeValue(world, params.attributeId, params.valueId, body ?? {}), attributes);
}
