/** Staff tools of the shell: the company picker, acting as a company's seller, and the way back (contract/api/admin.routes.ts). */
import { toCompanySummary } from '@contract/api/admin-companies';
import { ADMIN_ROUTES } from '@contract/api/admin.routes';
import type { IdentityUser } from '@contract/downstream/identity';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { beginSession, requireSession } from '../../lib/session-flow';
import { callerOfSession, loadUserInfo } from '../../lib/user-info';

export function adminRoutes(ctx: AppContext) {
  return apiRoutes(
    serve(ADMIN_ROUTES.companies, async (c, { query: { q, page, pageSize } }) => {
      const { record } = requireSession(c);
      const services = c.get('services');
      const caller = callerOfSession(record, null);
      const found = await services.listCompanies(caller, { ...(q ? { q } : {}), limit: pageSize, offset: (page - 1) * pageSize });
      const ownerIds = [...new Set(found.items.map((company) => company.ownerUserId))];
      const owners = new Map<string, IdentityUser | null>(
        await Promise.all(
          ownerIds.map(async (id) => {
            const owner = await services.getUser(caller, id).catch((error: unknown) => {
              if (error instanceof ApiFailure && error.code === 'notFound') return null;
              throw error;
            });
            return [id, owner] as const;
          }),
        ),
      );
      const items = found.items.map((company) => toCompanySummary(company, owners.get(company.ownerUserId) ?? null));
      return { items, total: found.total };
    }),
    serve(ADMIN_ROUTES.actAs, async (c, { body: { companyId } }) => {
      const { record } = requireSession(c);
      const services = c.get('services');
      const adminCaller = callerOfSession(record, null);
      const company = await services.getCompany(adminCaller, companyId);
      const owner = await services.getUser(adminCaller, company.ownerUserId);
      const actingAdmin = { id: record.userId, firstName: record.user.first_name, lastName: record.user.last_name, email: record.user.email };
      const info = await loadUserInfo(services, ctx.flagLists, owner, actingAdmin);
      const admin = { userId: record.userId, user: record.user, signedInAt: record.signedInAt };
      return beginSession(c, ctx, { userId: owner.id, user: info, signedInAt: record.signedInAt }, admin);
    }),
    serve(ADMIN_ROUTES.back, async (c) => {
      const { record } = requireSession(c);
      const admin = record.stashedAdmin;
      if (!admin) throw new ApiFailure('notActingAsSeller');
      const services = c.get('services');
      const adminUser = await services.getUser(callerOfSession(admin, null), admin.userId);
      const info = await loadUserInfo(services, ctx.flagLists, adminUser);
      const restored = { userId: admin.userId, user: info, signedInAt: admin.signedInAt };
      return beginSession(c, ctx, restored, null);
    }),
  );
}
