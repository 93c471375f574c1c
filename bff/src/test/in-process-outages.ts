/**
 * The harness's stand-in for the sandbox's service outages (mocks/sandbox/service-listener.ts does it for real over
 * TCP): a service or one company's calls to it that are down make the in-process transport throw, as a refused
 * connection does.
 */
import type { DevServiceState } from '@contract/api/dev-services';
import { SERVICES, type ServiceName } from '@contract/downstream/common';
import type { DevServiceControl } from '../lib/dev-service-control';

export interface InProcessOutages {
  control: DevServiceControl;
  /** Throws when the call would not get through. */
  check(service: ServiceName, request: Request): void;
}

const COMPANY_PATH = /^\/v1\/companies\/(\d+)(?:\/|$)/;

export function inProcessOutages(): InProcessOutages {
  const down = new Set<ServiceName>();
  const companies = new Map<ServiceName, Set<number>>(SERVICES.map((service) => [service, new Set()]));
  const state = (service: ServiceName): DevServiceState => ({
    service,
    down: down.has(service),
    downForCompanies: [...companies.get(service)!].sort((a, b) => a - b),
  });
  const control = Object.fromEntries(
    SERVICES.map((service) => [
      service,
      {
        async down(companyId?: number) {
          if (companyId === undefined) down.add(service);
          else companies.get(service)!.add(companyId);
          return state(service);
        },
        async up(companyId?: number) {
          if (companyId === undefined) down.delete(service);
          else companies.get(service)!.delete(companyId);
          return state(service);
        },
        state: () => state(service),
      },
    ]),
  ) as DevServiceControl;
  return {
    control,
    check(service, request) {
      const company = COMPANY_PATH.exec(new URL(request.url).pathname)?.[1];
      if (down.has(service) || (company !== undefined && companies.get(service)!.has(Number(company)))) {
        throw new TypeError(`fetch failed: connect ECONNREFUSED (${service} is down)`);
      }
    },
  };
}
