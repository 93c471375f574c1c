/** Logistics service: carriers, labels and package tracking. Base path /v1, JSON, JWT bearer scoped to a company. */
import type { PackageState } from '../dashboard/dashboard.types';

/** Paths under /v1/companies/:companyId. A token for another company gets 403; an unknown company 404. */
export interface LogisticsApi {
  /**
   * GET /package-states — how many of the company's packages are in each dashboard state (one state per package,
   * contract/dashboard/dashboard.mapping.ts).
   */
  packageStates: { answer: PackageStatesAnswer };
}

export interface PackageStatesAnswer {
  packageStates: Record<PackageState, number>;
}
