/** The logistics service (contract/downstream/logistics.ts) over the world. Feature routes mount here. */
import type { World } from '@mocks/world/world';
import { mountAdminLogisticsRoutes } from './admin-logistics-routes';
import type { GuardOptions } from './jwt-guard';
import { mountLogisticsSettingsRoutes } from './logistics-settings-routes';
import { mountPackageStateRoutes } from './package-states-routes';
import { createServiceApp, type ServiceApp } from './service-app';
import { mountLogisticsTodayRoutes } from './today-routes';

export function createLogisticsApp(world: World, guard: GuardOptions): ServiceApp {
  const app = createServiceApp('logistics', guard);
  mountPackageStateRoutes(app, world);
  mountLogisticsSettingsRoutes(app, world, guard.now);
  mountLogisticsTodayRoutes(app, world);
  mountAdminLogisticsRoutes(app, world, guard.now);
  return app;
}
