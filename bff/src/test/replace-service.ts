/** Test support: puts a stand-in in front of one sandbox service (the harness looks the app up on every call; reset puts it back). */
import type { ServiceName } from '@contract/downstream/common';
import type { ServiceApp } from '@mocks/sandbox/service-app';
import type { Harness } from './harness';

export type StandIn = (request: Request, real: ServiceApp) => Response | Promise<Response>;

export function replaceService(h: Harness, service: ServiceName, fetch: StandIn): void {
  const real = h.sandbox.apps[service];
  h.sandbox.apps[service] = { fetch: (request: Request) => fetch(request, real) } as unknown as ServiceApp;
}
