/**
 * Logistics service: carriers, labels and package tracking. Base path /v1, JSON, JWT bearer scoped to a company
 * (logistics.routes.ts): a token for another company gets 403; an unknown company 404.
 */
import type { PackageState } from '../dashboard/dashboard.types';

export interface PackageStatesAnswer {
  packageStates: Record<PackageState, number>;
}
