/**
 * The marketplace service's staff Category Cross and Attribute Crossing (ADMIN_CROSSING_SERVICE_ROUTES of
 * contract/downstream/admin-crossing.routes.ts): admin and service tokens only. Crossing and uncrossing run the same
 * world operations as the seller-side cross page, so both read and change one taxonomy.
 */
import { crossAttributeSchema, crossCategorySchema, crossValueSchema } from '@contract/catalog/crossing.api';
import { ADMIN_CROSSING_SERVICE_ROUTES as ROUTES } from '@contract/downstream/admin-crossing.routes';
import { adminCrossHealth, listAdminCategoryCrossings } from '@mocks/world/catalog/admin-crossing-list';
import { listAdminAttributeCrossings } from '@mocks/world/catalog/admin-crossing-attributes';
import { crossAttribute, crossCategory, crossValue, uncrossAttribute, uncrossCategory, uncrossValue } from '@mocks/world/catalog/crossing-operations';
import { getCategoryCross, listMarketplaceCategories } from '@mocks/world/catalog/taxonomy-lists';
import { refusal } from '@mocks/world/refusal';
import type { World } from '@mocks/world/world';
import { roleRefusal } from './jwt-guard';
import { refuse } from './responses';
import { serveService, withBody, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

export function mountAdminCrossingRoutes(app: ServiceApp, world: World, now: () => number): void {
  const staff = { allow: (c: ServiceContext) => roleRefusal(c, ['admin', 'service']) };

  serveService(app, ROUTES.listCategoryCrossings, (_c, { query }) => listAdminCategoryCrossings(world, query), staff);
  serveService(app, ROUTES.crossingHealth, (_c, { query }) => adminCrossHealth(world, query.companyId), staff);
  const pickerRefusal = (c: ServiceContext) => refuse(c, { code: 'validation', fields: { marketplace: 'validation.fillOutField' } });
  serveService(
    app,
    ROUTES.marketplaceCategories,
    (c, { query: { marketplace, ...search } }) => (marketplace ? listMarketplaceCategories(world, { ...search, marketplace }) : pickerRefusal(c)),
    { ...staff, badQuery: pickerRefusal },
  );
  serveService(
    app,
    ROUTES.crossCategory,
    (c, { params, body }) => withBody(c, crossCategorySchema, body, (sent) => crossCategory(world, params, sent, now())),
    staff,
  );
  serveService(app, ROUTES.uncrossCategory, (_c, { params }) => uncrossCategory(world, params, now()), staff);

  serveService(app, ROUTES.listAttributeCrossings, (_c, { query }) => listAdminAttributeCrossings(world, query), staff);
  serveService(app, ROUTES.categoryCross, (_c, { params }) => getCategoryCross(world, params.categoryId) ?? refusal('categoryNotFound'), staff);
  serveService(
    app,
    ROUTES.crossAttribute,
    (c, { params, body }) => withBody(c, crossAttributeSchema, body, (sent) => crossAttribute(world, params, sent, now())),
    staff,
  );
  serveService(app, ROUTES.uncrossAttribute, (_c, { params }) => uncrossAttribute(world, params, now()), staff);
  serveService(app, ROUTES.crossValue, (c, { params, body }) => withBody(c, crossValueSchema, body, (sent) => crossValue(world, params, sent)), staff);
  serveService(app, ROUTES.uncrossValue, (_c, { params }) => uncrossValue(world, params), staff);
}
