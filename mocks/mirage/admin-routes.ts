/** The admin company picker and admin-as-user (act as a seller, and back) of the fake BFF. */
import { API } from '@contract/api/paths';
import type { CompanyListResponse } from '@contract/api/session';
import { companyPage, toCompanySummary } from '@contract/api/admin-companies';
import { actAsSchema, fieldErrors } from '@contract/auth/auth.schemas';
import { can } from '@contract/permissions';
import { findCompany, findUser, searchCompanies } from '@mocks/world/lookups';
import { startSession } from './auth-routes';
import { signedIn } from './mock-context';
import type { MockRoute } from './mock-route';
import { bodyOf, failure, json, queryOf } from './respond';

export const ADMIN_ROUTES: readonly MockRoute[] = [
  {
    method: 'get', path: API.adminCompanies, handle: (request, context) => {
      const who = signedIn(context);
      if (!who) return failure('unauthenticated');
      if (!can(who.subject, 'admin.actAsSeller')) return failure('forbidden');
      if (context.scenario === 'empty') return json(200, { items: [], total: 0 } satisfies CompanyListResponse);
      const { limit, offset } = companyPage(queryOf(request, 'page'), queryOf(request, 'pageSize'));
      const found = searchCompanies(context.world, { q: queryOf(request, 'q') ?? '', limit, offset });
      const items = found.items.map((company) => toCompanySummary(company, findUser(context.world, company.ownerUserId) ?? null));
      return json(200, { items, total: found.total } satisfies CompanyListResponse);
    },
  },
  {
    method: 'post', path: API.actAs, handle: (request, context) => {
      const who = signedIn(context);
      if (!who) return failure('unauthenticated');
      if (!can(who.subject, 'admin.actAsSeller')) return failure('forbidden');
      const body = bodyOf(request);
      const problems = fieldErrors(actAsSchema, body);
      if (problems) return failure('validation', problems);
      const company = context.scenario === 'empty' ? undefined : findCompany(context.world, Number(body.companyId));
      if (!company || !findUser(context.world, company.ownerUserId)) return failure('notFound');
      return startSession(context, company.ownerUserId, who.session.userId);
    },
  },
  {
    method: 'post', path: API.adminBack, handle: (_request, context) => {
      const who = signedIn(context);
      if (!who) return failure('unauthenticated');
      if (!who.session.actingAdminId) return failure('notActingAsSeller');
      return startSession(context, who.session.actingAdminId, null);
    },
  },
];
