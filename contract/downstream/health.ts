/** Every downstream service answers GET /v1/health with 200 `{ status: 'ok', service }`, no JWT needed. */
import type { ServiceName } from './common';

export interface HealthAnswer {
  status: 'ok';
  service: ServiceName;
}
