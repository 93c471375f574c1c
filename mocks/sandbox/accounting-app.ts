/** The accounting service (contract/downstream/accounting.routes.ts) over the world. Feature routes mount here. */
import type { World } from '@mocks/world/world';
import { mountAccountingDashboardRoutes } from './dashboard-accounting-routes';
import { mountCurrencyRatesRoutes } from './currency-rates-routes';
import { mountAdminCommissionsRoutes } from './admin-commissions-routes';
import type { GuardOptions } from './jwt-guard';
import { mountReconciliationRoutes } from './reconciliation-routes';
import { createServiceApp, type ServiceApp } from './service-app';

export function createAccountingApp(world: World, guard: GuardOptions): ServiceApp {
  const app = createServiceApp('accounting', guard);
  mountAccountingDashboardRoutes(app, world, guard.now);
  mountReconciliationRoutes(app, world, guard.now);
  mountCurrencyRatesRoutes(app, world, guard.now);
  mountAdminCommissionsRoutes(app, world, guard.now);
  return app;
}
