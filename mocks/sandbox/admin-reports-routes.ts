/** The marketplace service's operational reports (contract/admin-reports/report.service-routes.ts) over the world; admin tokens only. */
import { REPORT_SERVICE_ROUTES as ROUTES } from '@contract/admin-reports/report.service-routes';
import { reportRows, reportSummary } from '@mocks/world/reports/operational-report';
import type { World } from '@mocks/world/world';
import { roleRefusal } from './jwt-guard';
import { serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const admin = { allow: (c: ServiceContext) => roleRefusal(c, ['admin']) };

export function mountAdminReportsRoutes(app: ServiceApp, world: World, now: () => number): void {
  serveService(app, ROUTES.rows, (_c, { query }) => reportRows(world, query, now()), admin);
  serveService(app, ROUTES.summary, (_c, { query }) => reportSummary(world, query, now()), admin);
}
