import { COMPANIES_DEFAULT_PAGE_SIZE } from '@contract/api/admin-companies';
import { ADMIN_ROUTES } from '@contract/api/admin.routes';
import type { ActAsRequest } from '@contract/api/session';
import type { AnswerOf } from '@contract/api/route-def';
import { apiCall } from '@web/lib/api-call';
import { http } from '@web/lib/http';

export const COMPANIES_PAGE_SIZE = COMPANIES_DEFAULT_PAGE_SIZE;

export interface CompanyQuery {
  q: string;
  page: number;
}

type CompanyListAnswer = AnswerOf<typeof ADMIN_ROUTES.companies>;

/**
 * GET /api/admin/companies?q=&page=&pageSize= (contract/api/admin.routes.ts). The page numbers travel as numbers in
 * axios' params (what app/admin-flows.test.tsx pins), which apiCall's query (written as strings) would not keep.
 */
export async function fetchCompanies({ q, page }: CompanyQuery): Promise<CompanyListAnswer> {
  const params = { ...(q ? { q } : {}), page, pageSize: COMPANIES_PAGE_SIZE };
  return (await http.get<CompanyListAnswer>(ADMIN_ROUTES.companies.path, { params })).data;
}

export async function actAs(body: ActAsRequest): Promise<void> {
  await apiCall(ADMIN_ROUTES.actAs, { body });
}
