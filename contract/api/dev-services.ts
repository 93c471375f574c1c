/**
 * Sandbox mode only: see, stop and restart an embedded downstream service, to see how the portal behaves without it.
 * `POST /api/dev/services/:service/down` with `{}` closes the service's listener (connections are refused) and
 * `/up` listens again on the same port; with `{ companyId }` only that company's calls fail (their connection is
 * dropped without an answer), so other companies and parallel test runs are left alone.
 */
import type { ServiceName } from '../downstream/common';

export const DEV_SERVICE_ACTIONS = ['down', 'up'] as const;
export type DevServiceAction = (typeof DEV_SERVICE_ACTIONS)[number];

export interface DevServiceRequest {
  companyId?: number;
}

export interface DevServiceState {
  service: ServiceName;
  /** The whole service's listener is closed. */
  down: boolean;
  /** Companies whose calls to the service fail. */
  downForCompanies: number[];
}

/** GET /api/dev/services: every service's state. */
export interface DevServicesAnswer {
  items: DevServiceState[];
}
