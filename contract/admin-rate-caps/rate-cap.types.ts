/**
 * Marketplace rate caps (/admin/mp-rate-cap/): the highest Marketplace Sales rate (spec §3 Marketplace setting, a
 * percentage) a seller may save on each marketplace. One cap per channel group, since the Noon channels share their
 * settings (spec §5), and a company's own cap where staff gave it one.
 */
import * as yup from 'yup';
import type { MarketplaceCode } from '../downstream/marketplace';
import { listQueryToRaw, parsePage, parsePageSize, parseTab, type ListPage, type RawQuery } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';

export const RATE_CAP_GROUPS = ['hepsiburada', 'noon', 'trendyol'] as const;
export type RateCapGroup = (typeof RATE_CAP_GROUPS)[number];

export const isRateCapGroup = (value: string): value is RateCapGroup => (RATE_CAP_GROUPS as readonly string[]).includes(value);

/** Staff's caps before any change: above every rate the companies were seeded with (8–30 %), the Noon channels' higher for their costs abroad. */
export const DEFAULT_RATE_CAPS: Readonly<Record<RateCapGroup, number>> = { hepsiburada: 35, noon: 40, trendyol: 35 };

/** The Marketplace Sales schema's own upper bound (marketplaceSettingSchema). */
export const RATE_CAP_MAX = 1000;

/** The chosen company on one group: its rate, its own cap if any, and the cap that applies to it. */
export interface RateCapCompany {
  companyId: number;
  companyName: string;
  /** null while the company lacks the group's global configuration (it cannot save a rate there). */
  rate: number | null;
  ownCap: number | null;
  cap: number;
  above: boolean;
}

export interface RateCapRow {
  channelGroup: RateCapGroup;
  marketplaces: MarketplaceCode[];
  /** Staff's cap for the group. */
  cap: number;
  updatedAt: string | null;
  /** Companies whose rate is above the cap that applies to them (their own, else the group's). */
  companiesAbove: number;
  /** Companies with a cap of their own on the group. */
  ownCaps: number;
  /** The rates of the configured companies the group's cap governs (no cap of their own): what a new cap would leave above it. */
  governedRates: number[];
  /** With a company chosen (and on the own-caps tab, always): that company on the group. */
  company: RateCapCompany | null;
}

/** `caps`: one row per group (the chosen company's figures beside it); `ownCaps`: one row per company's own cap. */
export const RATE_CAP_TABS = ['caps', 'ownCaps'] as const;
export type RateCapTab = (typeof RATE_CAP_TABS)[number];
export const RATE_CAP_FILTER_KEYS = ['companyId'] as const;

export interface RateCapQuery {
  tab: RateCapTab;
  companyId?: number | undefined;
  page: number;
  pageSize: number;
}

export function parseRateCapQuery(raw: RawQuery, maxPageSize?: number): RateCapQuery {
  return {
    tab: parseTab(raw.tab, RATE_CAP_TABS),
    companyId: wholeId(raw.companyId) ?? undefined,
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
  };
}

export const rateCapQueryToRaw = (query: Partial<RateCapQuery>): Record<string, string> => listQueryToRaw(query);

export type RateCapListAnswer = ListPage<RateCapRow, RateCapTab>;

/** A cap as staff type it: a percentage above zero, at most the rate's own bound, two decimals as the rate input takes. */
export const rateCapSchema = yup.object({
  cap: yup
    .number()
    .typeError('adminRateCaps.capInvalid')
    .required('adminRateCaps.capInvalid')
    .moreThan(0, 'adminRateCaps.capInvalid')
    .max(RATE_CAP_MAX, 'adminRateCaps.capTooHigh')
    .test('decimals', 'adminRateCaps.capDecimals', (value) => value === undefined || Number(value.toFixed(2)) === value),
});
export type RateCapBody = yup.InferType<typeof rateCapSchema>;
