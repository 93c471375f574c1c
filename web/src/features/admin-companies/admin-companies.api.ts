import { COMPANIES_DEFAULT_PAGE_SIZE } from '@contract/api/admin-companies';
import { ADMIN_ROUTES } from '@contract/api/admin.routes';
import type { ActAsRequest } from '@contract/api/session';
import { apiCall } from '@web/lib/api-call';

export const COMPANIES_PAGE_SIZE = COMPANIES_DEFAULT_PAGE_SIZE;

export interface CompanyQuery {
  q: string;
  page: number;
}

/** GET /api/admin/companies?q=&page=&pageSize= (contract/api/admin.routes.ts). */
export const fetchCompanies = ({ q, page }: CompanyQuery) =>
  apiCall(ADMIN_ROUTES.companies, { query: { ...(q ? { q } : {}), page, pageSize: COMPANIES_PAGE_SIZE } });

export async function actAs(body: ActAsRequest): Promise<void> {
  await apiCall(ADMIN_ROUTES.actAs, { body });
}
