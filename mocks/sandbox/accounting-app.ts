/** The accounting service (contract/downstream/accounting.ts) over the world. Feature routes mount here. */
import type { World } from '@mocks/world/world';
import type { GuardOptions } from './jwt-guard';
import { createServiceApp, type ServiceApp } from './service-app';

export function createAccountingApp(_world: World, guard: GuardOptions): ServiceApp {
  const app = createServiceApp('accounting', guard);
  return app;
}
