/**
 * The staff's logistics tools (/admin/logistics/logistics): the EAD rows of every lane, every company's holidays,
 * each company's Hepsijet and customs declaration (set in bulk), and the ETGB file. What staff set here is what the
 * sellers' /logistics reads.
 */
import * as yup from 'yup';
import type { ListPage } from '../lists/list-query';
import type { Holiday, LogisticsProfile } from '../logistics/logistics.types';

export const ADMIN_LOGISTICS_VIEWS = ['ead', 'holidays', 'hepsijet', 'etgb'] as const;
export type AdminLogisticsView = (typeof ADMIN_LOGISTICS_VIEWS)[number];

/** A company's logistics as staff see it: its name and country with its profile. */
export interface CompanyLogistics extends LogisticsProfile {
  companyId: number;
  companyName: string;
  /** Packages given an ETGB number by staff (the ETGB file). */
  etgbPackages: number;
}

/** A holiday with the company that keeps it. */
export interface StaffHoliday extends Holiday {
  companyId: number;
  companyName: string;
}

/** Days on a lane: at least one, at most EAD_DAYS_MAX. */
export const EAD_DAYS_MAX = 60;

export const eadUpdateSchema = yup.object({
  estimatedDays: yup
    .number()
    .typeError('validation.wholeNumber')
    .required('validation.required')
    .integer('validation.wholeNumber')
    .min(1, 'validation.atLeastOne')
    .max(EAD_DAYS_MAX, 'validation.numberTooLarge'),
  saturday: yup.boolean().required('validation.required'),
});
export type EadUpdateBody = yup.InferType<typeof eadUpdateSchema>;

/** Companies one bulk change may name. */
export const HEPSIJET_BULK_MAX = 500;

export const hepsijetBulkSchema = yup.object({
  companyIds: yup
    .array(yup.number().required().integer().positive())
    .required('adminLogistics.hepsijet.validation.companiesRequired')
    .min(1, 'adminLogistics.hepsijet.validation.companiesRequired')
    .max(HEPSIJET_BULK_MAX, 'adminLogistics.hepsijet.validation.tooMany'),
  enabled: yup.boolean().required('validation.required'),
});
export type HepsijetBulkBody = yup.InferType<typeof hepsijetBulkSchema>;

/** How many companies the bulk change moved (those already in the asked state are left as they were). */
export interface HepsijetBulkAnswer {
  changed: number;
  unchanged: number;
  /** Ids the service knows no company by. */
  unknown: number[];
}

export type CompanyLogisticsListAnswer = ListPage<CompanyLogistics, 'all' | 'enabled' | 'disabled'>;
export type StaffHolidayListAnswer = ListPage<StaffHoliday, 'upcoming' | 'all'>;
