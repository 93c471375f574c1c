import { COMPANIES_DEFAULT_PAGE_SIZE } from '@contract/api/admin-companies';
import { API } from '@contract/api/paths';
import type { ActAsRequest, CompanyListResponse } from '@contract/api/session';
import { http } from '@web/lib/http';

export const COMPANIES_PAGE_SIZE = COMPANIES_DEFAULT_PAGE_SIZE;

export interface CompanyQuery { q: string; page: number }

/** GET /api/admin/companies?q=&page=&pageSize= (contract/api/admin-companies.ts). */
export async function fetchCompanies({ q, page }: CompanyQuery): Promise<CompanyListResponse> {
  const params = { ...(q ? { q } : {}), page, pageSize: COMPANIES_PAGE_SIZE };
  const response = await http.get<CompanyListResponse>(API.adminCompanies, { params });
  return response.data;
}

export async function actAs(body: ActAsRequest): Promise<void> {
  await http.post(API.actAs, body);
}
