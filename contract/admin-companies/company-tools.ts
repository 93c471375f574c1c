/**
 * Admin Company Tools (/admin/company-tools): every company with its state. Imports are allowed, suspended for a while
 * or banned (the importer refuses a blocked company with its own text); a company is flagged version 2 by the
 * environment's company-id list; the contact person from Company Info; and a way to act as the company's seller.
 * A ban is destructive: it shows what it stops first, and the company's name is typed again to confirm it.
 */
import * as yup from 'yup';
import { typedConfirmationField } from '../admin/typed-confirmation';
import type { ImportState } from '../imports/import.types';
import { compactQuery, parsePage, parsePageSize, parseTab, type ListPage, type RawQuery } from '../lists/list-query';

/** All companies, or only those whose imports are suspended or banned. */
export const COMPANY_TOOLS_TABS = ['all', 'suspended', 'banned'] as const;
export type CompanyToolsTab = (typeof COMPANY_TOOLS_TABS)[number];

export interface CompanyContactSummary {
  name: string;
  position: string;
  phone: string;
  email: string;
}

export interface CompanyToolRow {
  companyId: number;
  name: string;
  country: string;
  merchantId: string;
  isOneClickMerchant: boolean;
  version2: boolean;
  importState: ImportState;
  /** The contact person of Company Info; null when the company service could not say. */
  contact: CompanyContactSummary | null;
}

export type CompanyToolsAnswer = ListPage<CompanyToolRow, CompanyToolsTab>;

export interface CompanyToolsQuery {
  tab: CompanyToolsTab;
  q?: string;
  page: number;
  pageSize: number;
}

export const COMPANY_TOOLS_FILTER_KEYS = ['q'] as const;

export const parseCompanyToolsFilters = (raw: RawQuery): Pick<CompanyToolsQuery, 'q'> => {
  const q = raw.q?.trim().slice(0, 100);
  return q ? { q } : {};
};

export function parseCompanyToolsQuery(raw: RawQuery, maxPageSize?: number): CompanyToolsQuery {
  return {
    tab: parseTab(raw.tab, COMPANY_TOOLS_TABS),
    ...parseCompanyToolsFilters(raw),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
  };
}

export const companyToolsQueryToRaw = (query: Partial<CompanyToolsQuery>): Record<string, string> => compactQuery({ ...query });

/** Suspending and allowing again need no confirmation: both are undone by the other. A ban has its own route. */
export const IMPORT_STATE_CHANGES = ['allowed', 'suspended'] as const satisfies readonly ImportState[];
export const importStateChangeSchema = yup.object({
  state: yup.string().oneOf(IMPORT_STATE_CHANGES, 'validation.required').required('validation.required'),
});
export type ImportStateChangeBody = yup.InferType<typeof importStateChangeSchema>;

export const banImportsSchema = yup.object({ confirmation: typedConfirmationField });
export type BanImportsBody = yup.InferType<typeof banImportsSchema>;

/** What a ban touches, shown before it is confirmed. */
export interface BanPreview {
  companyId: number;
  /** What is typed again to confirm. */
  companyName: string;
  importState: ImportState;
  /** The company's imports waiting or running now: each stops at its next batch. */
  importsUnderWay: number;
}
