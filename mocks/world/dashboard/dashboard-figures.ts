/**
 * What each service answers for the dashboard, and the whole of it. The sandbox serves the parts; the whole,
 * through the same composition the BFF uses, is for stories and tests that need the page's data without a BFF.
 */
import { composeDashboard } from '@contract/dashboard/dashboard.compose';
import type { DashboardData } from '@contract/dashboard/dashboard.types';
import type { MarketplaceDashboardAnswer } from '@contract/downstream/dashboard';
import type { World } from '../world';
import { findCompany } from '../lookups';
import { settlementCurrencyOf } from '../accounting/accounting-terms';
import { gmvFigures } from './gmv-figures';
import { orderFigures } from './order-figures';
import { packageFigures } from './package-figures';
import { supportFigures } from './support-figures';

export function marketplaceFigures(world: World, companyId: number, now: number): MarketplaceDashboardAnswer {
  return { ...orderFigures(world, companyId, now), ...supportFigures(world, companyId, now) };
}

export function dashboardFigures(world: World, companyId: number, now: number): DashboardData {
  return composeDashboard(companyId, {
    marketplace: marketplaceFigures(world, companyId, now),
    logistics: packageFigures(world, companyId),
    accounting: gmvFigures(world, companyId, now),
  });
}

/** The dashboard of a company with nothing yet: every figure zero, in the company's own currency. */
export function emptyDashboardFigures(world: World, companyId: number, now: number): DashboardData {
  const zero = dashboardFigures(world, 0, now);
  return { ...zero, companyId, currency: settlementCurrencyOf(findCompany(world, companyId)?.country ?? '') };
}
