/** Logistics and accounting: health and JWT-guarded /v1 so far; their routes arrive with their features. */
import type { ServiceName } from '@contract/downstream/common';
import type { GuardOptions } from './jwt-guard';
import { createServiceApp, type ServiceApp } from './service-app';

export function createBasicApp(service: Extract<ServiceName, 'logistics' | 'accounting'>, guard: GuardOptions): ServiceApp {
  return createServiceApp(service, guard);
}
