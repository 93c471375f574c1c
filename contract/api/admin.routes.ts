/** The browser API of the staff tools of the shell: the company picker, acting as a company's seller, and the way back. */
import { actAsSchema } from '../auth/auth.schemas';
import { compactQuery } from '../lists/list-query';
import { companyPage } from './admin-companies';
import { answer, policy, route, type QueryCodec } from './route-def';
import type { CompanyListResponse, LoginResponse } from './session';

/** Longest company search the BFF passes on; longer text is cut. */
export const COMPANY_SEARCH_MAX_LENGTH = 100;

export interface AdminCompanyQuery {
  q?: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** Bad or missing page values fall back to the first page of 20 (companyPage); an empty search is none. */
export const adminCompanyQuery: QueryCodec<AdminCompanyQuery> = {
  parse: (raw) => {
    const { page, pageSize } = companyPage(raw.page, raw.pageSize);
    const q = raw.q?.trim().slice(0, COMPANY_SEARCH_MAX_LENGTH);
    return { ...(q ? { q } : {}), page, pageSize };
  },
  toRaw: (query) => compactQuery({ ...query }),
};

const actAsSeller = policy.can('admin.actAsSeller');

export const ADMIN_ROUTES = {
  companies: route.get('/api/admin/companies', { query: adminCompanyQuery, answer: answer<CompanyListResponse>(), policy: actAsSeller }),
  /** Starts a session as the company's owner under a new id, with the admin kept behind it. */
  actAs: route.post('/api/admin/act-as', { body: actAsSchema, answer: answer<LoginResponse>(), policy: actAsSeller }),
  /** Back to the admin behind an adminAsUser session, under a new id. */
  back: route.post('/api/admin/back', { answer: answer<LoginResponse>(), policy: policy.can('admin.backToAdmin', 'notActingAsSeller') }),
};
