/**
 * /admin/hard-delete (contract/admin-hard-delete): the preview of what a hard delete touches, its start as a
 * transaction once the target is typed again (refused otherwise), and its progress. Admin only; audited by apiRoutes.
 */
import type { Context } from 'hono';
import { ADMIN_HARD_DELETE_ROUTES as ROUTES } from '@contract/admin-hard-delete/hard-delete.routes';
import type { HardDeleteScopeQuery } from '@contract/admin-hard-delete/hard-delete.query';
import { countOfScope, hardDeleteTargetProblems } from '@contract/admin-hard-delete/hard-delete.rules';
import { HARD_DELETE_SERVICE_ROUTES } from '@contract/downstream/admin-hard-delete.routes';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { traceparentOf } from '../../lib/tracing';
import { requireTypedConfirmation } from '../../lib/typed-confirmation';
import { staffCaller, staffUserId } from '../../lib/staff-caller';
import type { HardDeletePayload } from './hard-delete.job';

function preview(c: Context<AppEnv>, companyId: number, query: HardDeleteScopeQuery) {
  return c.get('services').call(HARD_DELETE_SERVICE_ROUTES.preview, staffCaller(c), { params: { companyId }, query });
}

export function adminHardDeleteRoutes(ctx: Pick<AppContext, 'transactions' | 'jobs'>) {
  return apiRoutes(
    serve(ROUTES.preview, (c, { query }) => {
      if (!query.companyId) throw new ApiFailure('validation', { fields: { companyId: 'validation.required' } });
      return preview(c, query.companyId, { scope: query.scope, targets: query.targets });
    }),
    serve(ROUTES.start, async (c, { body }) => {
      const problems = hardDeleteTargetProblems(body);
      if (problems) throw new ApiFailure('validation', { fields: problems });
      const { companyId, scope } = body;
      const targets = scope === 'catalog' ? [] : body.targets;
      const previewed = await preview(c, companyId, { scope, targets });
      if (previewed.unknown.length > 0) throw new ApiFailure('hardDeleteUnknownTargets', { fields: { targets: 'errors.hardDeleteUnknownTargets' } });
      const total = countOfScope(scope, previewed.counts);
      if (total === 0) throw new ApiFailure('hardDeleteNothing');
      requireTypedConfirmation(previewed.confirmation, body.confirmation);
      const userId = staffUserId(c);
      const transaction = await ctx.transactions.create({ companyId, method: 'hardDelete', createdBy: userId });
      const payload: HardDeletePayload = { adminId: userId, companyId, scope, targets, total };
      await ctx.jobs.enqueue({ kind: 'hardDelete', transactionId: transaction.id, payload: { ...payload }, traceparent: traceparentOf(c.get('trace')) });
      return transaction;
    }),
    serve(ROUTES.job, async (_c, { params }) => {
      const transaction = await ctx.transactions.read(params.id);
      if (transaction?.method !== 'hardDelete') throw new ApiFailure('notFound');
      return transaction;
    }),
  );
}
