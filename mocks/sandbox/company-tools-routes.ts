/** The marketplace service's staff route of Company Tools (contract/admin-companies/company-tools.service-routes.ts): admin tokens only. */
import { COMPANY_TOOLS_SERVICE_ROUTES as ROUTES } from '@contract/admin-companies/company-tools.service-routes';
import { blockedImports } from '@mocks/world/imports/blocked-imports';
import type { World } from '@mocks/world/world';
import { roleRefusal } from './jwt-guard';
import { serveService } from './serve-service';
import type { ServiceApp } from './service-app';

export function mountCompanyToolsRoutes(app: ServiceApp, world: World): void {
  serveService(app, ROUTES.blockedImports, () => blockedImports(world), { allow: (c) => roleRefusal(c, ['admin']) });
}
