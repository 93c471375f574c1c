/** The dashboard as the three services answer it in parts: one function, so the BFF and the stories' fixtures put it together alike. */
import type { GmvAnswer, MarketplaceDashboardAnswer } from '../downstream/dashboard';
import type { PackageStatesAnswer } from '../downstream/logistics';
import type { DashboardData } from './dashboard.types';

export interface DashboardParts {
  marketplace: MarketplaceDashboardAnswer;
  logistics: PackageStatesAnswer;
  accounting: GmvAnswer;
}

export function composeDashboard(companyId: number, { marketplace, logistics, accounting }: DashboardParts): DashboardData {
  return {
    companyId,
    currency: accounting.currency,
    gmv: accounting.series,
    ordersPerDay: marketplace.ordersPerDay,
    orderStages: marketplace.orderStages,
    packageStates: logistics.packageStates,
    questionStates: marketplace.questionStates,
    claimTypes: marketplace.claimTypes,
    rejectedReasons: marketplace.rejectedReasons,
  };
}

/** `YYYY-MM-DD` of the UTC day `ms` falls in. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
