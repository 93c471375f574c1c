/**
 * Admin tool /admin/stock-tools (contract/admin-stock-tools): a company's stock preview per scope, and zeroing one scope
 * as a `stockZero` transaction once the company's name is typed again (refused before any service call otherwise). The
 * stock file is features/imports/stock-bulk-import.routes.ts. Calls are signed as the admin; the path's company names
 * the audit entry's.
 */
import { STOCK_TOOLS_ROUTES as ROUTES } from '@contract/admin-stock-tools/stock-tools.routes';
import { STOCK_TOOLS_SERVICE_ROUTES as SERVICE } from '@contract/admin-stock-tools/stock-tools.service-routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { transactionErrorOf } from '../../lib/jobs/job-queue';
import { staffCaller, staffUserId } from '../../lib/staff-caller';
import { requireTypedConfirmation } from '../../lib/typed-confirmation';

export function adminStockToolsRoutes(ctx: Pick<AppContext, 'transactions' | 'dashboardCache'>) {
  return apiRoutes(
    serve(ROUTES.preview, (c, { params: { companyId } }) => c.get('services').call(SERVICE.preview, staffCaller(c), { params: { companyId } })),
    serve(ROUTES.zero, async (c, { params: { companyId }, body }) => {
      const services = c.get('services');
      const caller = staffCaller(c);
      const preview = await services.call(SERVICE.preview, caller, { params: { companyId } });
      requireTypedConfirmation(preview.confirmation, body.confirmation);
      const transaction = await ctx.transactions.create({ companyId, method: 'stockZero', createdBy: staffUserId(c) });
      await ctx.transactions.update(transaction.id, { status: 'inProgress' });
      try {
        const zeroed = await services.call(SERVICE.zero, caller, { params: { companyId }, body: { scope: body.scope } });
        await ctx.dashboardCache.clear(companyId);
        const done = await ctx.transactions.update(transaction.id, {
          status: 'done',
          rows: zeroed.variants,
          progress: { done: zeroed.variants, total: zeroed.variants },
        });
        return done ?? transaction;
      } catch (error) {
        await ctx.transactions.update(transaction.id, { status: 'error', error: transactionErrorOf(error) });
        throw error;
      }
    }),
  );
}
