/** What the embedded sandbox lets the dev routes do to its services (start.ts injects it; bff never imports mocks). */
import type { DevServiceState } from '@contract/api/dev-services';
import type { ServiceName } from '@contract/downstream/common';

export type DevServiceControl = Record<
  ServiceName,
  {
    down(companyId?: number): Promise<DevServiceState>;
    up(companyId?: number): Promise<DevServiceState>;
    state(): DevServiceState;
  }
>;
