/**
 * The staff's operational reports (/admin/reports/index, issue "The admin console, part 2"): GMV, orders and
 * cancellations per company and marketplace over a range of UTC days, computed by the marketplace service from every
 * company's orders and claims. GMV leaves cancelled orders out (as the seller dashboard does) and is stated in euros.
 */
import type { MarketplaceCode } from '../downstream/marketplace';
import type { ListPage } from '../lists/list-query';

/** The screen's two tabs (`?view=`): the figures, and the audit trail of admin changes. */
export const REPORT_VIEWS = ['operational', 'audit'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];

/** The currency every GMV figure is stated in. */
export const REPORT_CURRENCY = 'EUR';

export interface ReportFigures {
  /** Orders placed in the range. */
  orders: number;
  /** Grand totals of those orders not cancelled, in REPORT_CURRENCY at the world's rates, rounded to cents. */
  gmv: number;
  /** Orders placed in the range that were cancelled whole. */
  cancelledOrders: number;
  /** Claims (returns) opened in the range on the company's orders. */
  claims: number;
}

/** One table row: a company on one marketplace. */
export interface ReportRow extends ReportFigures {
  companyId: number;
  companyName: string;
  marketplace: MarketplaceCode;
}

export interface ReportDay extends Omit<ReportFigures, 'claims'> {
  /** YYYY-MM-DD (UTC). */
  date: string;
}

export interface ReportMarketplace extends ReportFigures {
  marketplace: MarketplaceCode;
}

/** The charts' figures under the same filters as the table. */
export interface ReportSummary {
  /** The range the figures cover (the last REPORT_DEFAULT_DAYS days when none was asked). */
  from: string;
  to: string;
  currency: typeof REPORT_CURRENCY;
  days: ReportDay[];
  marketplaces: ReportMarketplace[];
  totals: ReportFigures;
}

export const REPORT_TABS = ['all'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
export type ReportListAnswer = ListPage<ReportRow, ReportTab>;
