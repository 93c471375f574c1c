/**
 * The marketplace service's admin product routes (contract/admin-products/*.service-routes.ts) over the world: the
 * validation queue and re-validation, and the companies that see the seller's Product Validation. Admin tokens only,
 * but for one company's access, which the company itself (and the BFF) may read.
 */
import { ADMIN_VALIDATION_SERVICE_ROUTES as VALIDATION } from '@contract/admin-products/admin-validation.service-routes';
import {
  addValidationCompany,
  hasProductValidation,
  listValidationQueue,
  removeValidationCompany,
  revalidate,
  validationCompanies,
} from '@mocks/world/catalog/admin-products-validation';
import type { World } from '@mocks/world/world';
import { isRefusal } from '@mocks/world/refusal';
import { roleRefusal } from './jwt-guard';
import { fail, refuse } from './responses';
import { badBody, checkedBody, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const adminOnly = (c: ServiceContext) => roleRefusal(c, ['admin']);

export function mountAdminProductsRoutes(app: ServiceApp, world: World, now: () => number): void {
  const admin = { world, allow: adminOnly };
  serveService(app, VALIDATION.list, (_c, { query }) => listValidationQueue(world, query), { allow: adminOnly });
  serveService(
    app,
    VALIDATION.revalidate,
    (c, { body: sent }) => {
      const body = checkedBody(VALIDATION.revalidate, sent, (fields) => badBody(c, fields));
      if (body instanceof Response) return body;
      const result = revalidate(world, body, now());
      return isRefusal(result) ? refuse(c, result) : result;
    },
    { allow: adminOnly },
  );
  serveService(app, VALIDATION.companies, () => validationCompanies(world), { allow: adminOnly });
  serveService(
    app,
    VALIDATION.addCompany,
    (c, { params }) => addValidationCompany(world, params.companyId) ?? fail(c, 404, 'not_found', 'No such company.'),
    admin,
  );
  serveService(app, VALIDATION.removeCompany, (_c, { params }) => removeValidationCompany(world, params.companyId), admin);
  serveService(app, VALIDATION.access, (_c, { params }) => ({ enabled: hasProductValidation(world, params.companyId) }), { world });
}
