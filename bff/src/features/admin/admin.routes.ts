/** Staff tools of the shell: the company picker, acting as a company's seller, and the way back. */
import { Hono } from 'hono';
import { companyPage, toCompanySummary } from '@contract/api/admin-companies';
import { API } from '@contract/api/paths';
import type { CompanyListResponse, LoginResponse } from '@contract/api/session';
import { actAsSchema } from '@contract/auth/auth.schemas';
import type { IdentityUser } from '@contract/downstream/identity';
import { ApiFailure } from '../../lib/api-failure';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { beginSession, requireSession } from '../../lib/session-flow';
import { callerOfSession, loadUserInfo } from '../../lib/user-info';
import { validBody } from '../../lib/validate';
import { policy } from '../../middleware/policy';

export function adminRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get(API.adminCompanies, policy.can('admin.actAsSeller'), async (c) => {
      const { record } = requireSession(c);
      const services = c.get('services');
      const caller = callerOfSession(record, null);
      const { limit, offset } = companyPage(c.req.query('page'), c.req.query('pageSize'));
      const q = c.req.query('q')?.trim().slice(0, 100);
      const page = await services.listCompanies(caller, { ...(q ? { q } : {}), limit, offset });
      const ownerIds = [...new Set(page.items.map((company) => company.ownerUserId))];
      const owners = new Map<string, IdentityUser | null>(await Promise.all(ownerIds.map(async (id) => {
        const owner = await services.getUser(caller, id).catch((error: unknown) => {
          if (error instanceof ApiFailure && error.code === 'notFound') return null;
          throw error;
        });
        return [id, owner] as const;
      })));
      const items = page.items.map((company) => toCompanySummary(company, owners.get(company.ownerUserId) ?? null));
      return c.json<CompanyListResponse>({ items, total: page.total });
    })
    .post(API.actAs, policy.can('admin.actAsSeller'), async (c) => {
      const { companyId } = await validBody(c, actAsSchema);
      const { record } = requireSession(c);
      const services = c.get('services');
      const adminCaller = callerOfSession(record, null);
      const company = await services.getCompany(adminCaller, companyId);
      const owner = await services.getUser(adminCaller, company.ownerUserId);
      const actingAdmin = { id: record.userId, firstName: record.user.first_name, lastName: record.user.last_name, email: record.user.email };
      const info = await loadUserInfo(services, ctx.flagLists, owner, actingAdmin);
      const admin = { userId: record.userId, user: record.user, signedInAt: record.signedInAt };
      return c.json<LoginResponse>(await beginSession(c, ctx, { userId: owner.id, user: info, signedInAt: record.signedInAt }, admin));
    })
    .post(API.adminBack, policy.can('admin.backToAdmin', { deny: 'notActingAsSeller' }), async (c) => {
      const { record } = requireSession(c);
      const admin = record.stashedAdmin;
      if (!admin) throw new ApiFailure('notActingAsSeller');
      const services = c.get('services');
      const adminUser = await services.getUser(callerOfSession(admin, null), admin.userId);
      const info = await loadUserInfo(services, ctx.flagLists, adminUser);
      const restored = { userId: admin.userId, user: info, signedInAt: admin.signedInAt };
      return c.json<LoginResponse>(await beginSession(c, ctx, restored, null));
    });
}
