/** The admin company picker (GET /api/admin/companies?q=&page=&pageSize=) and act-as. */
import type { Company, IdentityUser } from '../downstream/identity';
import type { CompanySummary } from './session';

export const COMPANIES_DEFAULT_PAGE_SIZE = 20;
export const COMPANIES_MAX_PAGE_SIZE = 100;

export interface CompanyPage {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/** Reads `page` (1-based) and `pageSize` from a query; bad or missing values fall back to the first page of 20. */
export function companyPage(page: unknown, pageSize: unknown): CompanyPage {
  const whole = (value: unknown): number | null => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  const size = Math.min(whole(pageSize) ?? COMPANIES_DEFAULT_PAGE_SIZE, COMPANIES_MAX_PAGE_SIZE);
  const number = whole(page) ?? 1;
  return { page: number, pageSize: size, limit: size, offset: (number - 1) * size };
}

export function toCompanySummary(company: Company, owner: Pick<IdentityUser, 'email'> | null): CompanySummary {
  return {
    id: company.id,
    name: company.name,
    country: company.country,
    isOneClickMerchant: company.isOneClickMerchant,
    ownerEmail: owner?.email ?? '',
  };
}
