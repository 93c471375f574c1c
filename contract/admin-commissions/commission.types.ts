/**
 * The staff's commission rates (/admin/commissions): what each marketplace keeps of a sale, per category of the shared
 * seller-panel tree, with the moment each rate applies from. The reconciliation charges a sale the rate in force when
 * its line falls (mocks/world/accounting/commission-rates.ts); a change applies from its own moment on.
 */
import * as yup from 'yup';
import type { MarketplaceCode } from '../downstream/marketplace';
import { searchText } from '../catalog/category.query';
import { listQueryToRaw, parsePage, parsePageSize, parseTab, type ListPage, type RawQuery } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';
import type { LocalizedName } from '../localized-name';
import { MARKETPLACE_CODES } from '../orders/order.query';

/** One leaf category on one marketplace and the rate charged there now. */
export interface CommissionRate {
  marketplace: MarketplaceCode;
  categoryId: number;
  /** The category's path from the root in both languages. */
  path: LocalizedName;
  /** Percent of the sale, at most two decimals. */
  ratePercent: number;
  /** When this rate began to apply (ISO); the marketplace's terms' start for a rate no one changed. */
  appliesFrom: string;
  /** The rate before the last change; null while the marketplace's own terms apply. */
  previousPercent: number | null;
  /** The admin who set it (name); null for the marketplace's own terms. */
  setBy: string | null;
}

export const COMMISSION_TABS = ['all', 'changed'] as const;
export type CommissionTab = (typeof COMMISSION_TABS)[number];
export const COMMISSION_FILTER_KEYS = ['marketplace', 'categoryId', 'q'] as const;

export interface CommissionQuery {
  tab: CommissionTab;
  marketplace?: MarketplaceCode | undefined;
  /** The category and every leaf below it. */
  categoryId?: number | undefined;
  /** Part of the category's path (either language), or its id. */
  q?: string | undefined;
  page: number;
  pageSize: number;
}

export function parseCommissionQuery(raw: RawQuery, maxPageSize?: number): CommissionQuery {
  return {
    tab: parseTab(raw.tab, COMMISSION_TABS),
    marketplace: MARKETPLACE_CODES.find((code) => code === raw.marketplace),
    categoryId: wholeId(raw.categoryId) ?? undefined,
    q: searchText(raw.q),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
  };
}

export const commissionQueryToRaw = (query: Partial<CommissionQuery>): Record<string, string> => listQueryToRaw(query);

export type CommissionListAnswer = ListPage<CommissionRate, CommissionTab>;

export const commissionRowKey = (row: Pick<CommissionRate, 'categoryId' | 'marketplace'>) => `${row.categoryId}-${row.marketplace}`;

/** A rate is a percentage of the sale from 0 to 100, with at most two decimals. */
export const COMMISSION_PERCENT_MAX = 100;
export const COMMISSION_DECIMALS = 2;

export const commissionPercentField = yup
  .number()
  .typeError('adminCommissions.rateInvalid')
  .required('validation.fillOutField')
  .min(0, 'adminCommissions.rateRange')
  .max(COMMISSION_PERCENT_MAX, 'adminCommissions.rateRange')
  .test('decimals', 'adminCommissions.rateDecimals', (value) => value === undefined || Number(value.toFixed(COMMISSION_DECIMALS)) === value);

export const setCommissionSchema = yup.object({ ratePercent: commissionPercentField });
export type SetCommissionBody = yup.InferType<typeof setCommissionSchema>;
