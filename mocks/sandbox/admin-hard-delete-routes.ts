/** The marketplace service's hard delete (contract/downstream/admin-hard-delete.routes.ts) over the world; admin tokens only. */
import { HARD_DELETE_SERVICE_ROUTES as ROUTES } from '@contract/downstream/admin-hard-delete.routes';
import { hardDeleteStep, previewHardDelete } from '@mocks/world/catalog/hard-delete';
import type { World } from '@mocks/world/world';
import { roleRefusal } from './jwt-guard';
import { fail } from './responses';
import { badBody, checkedBody, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const adminOnly = (c: ServiceContext) => roleRefusal(c, ['admin']);
const noSuchCompany = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such company.');

export function mountAdminHardDeleteRoutes(app: ServiceApp, world: World): void {
  const admin = { world, allow: adminOnly };
  serveService(app, ROUTES.preview, (c, { params, query }) => previewHardDelete(world, params.companyId, query) ?? noSuchCompany(c), admin);
  serveService(
    app,
    ROUTES.step,
    (c, { params, body: sent }) => {
      const body = checkedBody(ROUTES.step, sent, (fields) => badBody(c, fields));
      if (body instanceof Response) return body;
      const step = hardDeleteStep(world, params.companyId, { scope: body.scope, targets: body.targets }, body.limit);
      return step ?? noSuchCompany(c);
    },
    admin,
  );
}
