/** The logistics service (contract/downstream/logistics.ts) over the world. Feature routes mount here. */
import type { World } from '@mocks/world/world';
import type { GuardOptions } from './jwt-guard';
import { createServiceApp, type ServiceApp } from './service-app';

export function createLogisticsApp(_world: World, guard: GuardOptions): ServiceApp {
  const app = createServiceApp('logistics', guard);
  return app;
}
